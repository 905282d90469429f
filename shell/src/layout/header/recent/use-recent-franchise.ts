import { useFranchiseHome, useSiteStore, type PageLink } from '@handyman/shared';
import { nameFromPath, recentFranchiseLinks } from './recent-franchise-links';

export interface RecentFranchiseNav {
  /** Site path of the franchise home, e.g. /offices/summerlin. */
  href: string;
  name: string;
  links: PageLink[];
}

/**
 * The visitor's last visited office (from the shared store) and its nav. Its home page comes from
 * the shared franchise-home cache (stored across visits per the spec), so a return visit shows the
 * bar without waiting for the network.
 */
export function useRecentFranchise(): RecentFranchiseNav | null {
  const path = useSiteStore((state) => state.recentFranchisePath);
  const storedName = useSiteStore((state) => state.recentFranchiseName);
  const { home } = useFranchiseHome(path || null);
  if (!path) return null;
  const name = storedName || home?.FranchiseCorporateControl?.FranchiseName?.Value || nameFromPath(path);
  return { href: `/${path.replace(/^\/+|\/+$/g, '')}`, name, links: recentFranchiseLinks(path, home) };
}
