import { pageOfSchema, usePage, useSiteStore, type PageLink } from '@handyman/shared';
import { nameFromPath, recentFranchiseLinks } from './recent-franchise-links';

export interface RecentFranchiseNav {
  /** Site path of the franchise home, e.g. /offices/summerlin. */
  href: string;
  name: string;
  links: PageLink[];
}

/**
 * The visitor's last visited office (from the shared store) and its nav. Its home page is read
 * through the same cache key the franchise remote uses, so it is fetched once per visit.
 */
export function useRecentFranchise(): RecentFranchiseNav | null {
  const path = useSiteStore((state) => state.recentFranchisePath);
  const storedName = useSiteStore((state) => state.recentFranchiseName);
  const { data } = usePage(path || null);
  if (!path) return null;
  const home = pageOfSchema(data?.results?.[0], 'FranchiseHomePage');
  const name = storedName || home?.FranchiseCorporateControl?.FranchiseName?.Value || nameFromPath(path);
  return { href: `/${path.replace(/^\/+|\/+$/g, '')}`, name, links: recentFranchiseLinks(path, home) };
}
