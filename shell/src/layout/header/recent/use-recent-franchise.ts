import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { franchisePathOf, useFranchiseHome, useSiteStore, useVisitorOffice } from '@handyman/platform';
import { type PageLink } from '@handyman/contracts';
import { nameFromPath, recentFranchiseLinks } from './recent-franchise-links';

export interface RecentFranchiseNav {
  /** Site path of the franchise home, e.g. /offices/summerlin. */
  href: string;
  name: string;
  links: PageLink[];
}

/**
 * The visitor's last visited office (from the shared store) and its nav. Its home page comes from
 * the shared franchise-home cache (kept across visits), so a return visit shows the
 * bar without waiting for the network.
 */
export function useRecentFranchise(): RecentFranchiseNav | null {
  const { pathname } = useLocation();
  // The stored office once restored; before that (the server's render and hydration), the office
  // the request's cookie named, so a returning visitor's bar is in the page from the first paint.
  const stored = useVisitorOffice();
  const storedName = useSiteStore((state) => state.recentFranchiseName);
  // On an office's pages that office is the visitor's local office: the bar shows it from the first
  // paint (named from the address until its page loads), so nothing moves when the office page
  // then records it in the store. An address that is no office drops the bar again.
  const current = franchisePathOf(pathname);
  const path = current ?? stored;
  const { home, error } = useFranchiseHome(path || null);
  // An office that is no more (its page is gone) shows no bar; a stored one whose page could not
  // load right now still shows, under its stored name.
  const hidden = !path || Boolean(error && (current || !storedName));
  const knownName = path === stored ? storedName : null;
  const name = path ? home?.FranchiseCorporateControl?.FranchiseName?.Value || knownName || nameFromPath(path) : '';
  // The same office gives the same object, so the header's parts that take it do not render again
  // when an office page records the office it already shows (right after hydration).
  return useMemo(
    () =>
      hidden || !path
        ? null
        : {
            href: `/${path.replace(/^\/+|\/+$/g, '')}`,
            name,
            links: recentFranchiseLinks(path, home),
          },
    [hidden, path, name, home],
  );
}
