import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { franchisePathOf, officeView, useOfficeView, useSiteStore, useVisitorOffice } from '@handyman/platform';
import { type PageLink } from '@handyman/contracts';
import { nameFromPath, recentFranchiseLinks } from './recent-franchise-links';

/** What the bar shows of the office once its home page is in: its name and nav. */
const RECENT_OFFICE = officeView('recent', (home, path) => ({
  name: home?.FranchiseCorporateControl?.FranchiseName?.Value ?? '',
  links: recentFranchiseLinks(path, home),
}));

export interface RecentFranchiseNav {
  /** Site path of the franchise home, e.g. /offices/summerlin. */
  href: string;
  name: string;
  links: PageLink[];
}

/**
 * The visitor's last visited office (from the shared store) and its nav, drawn from the office's
 * home page (kept across visits by the office storage rules, so a return visit shows the bar
 * without waiting for the network); only the name and nav travel with the page.
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
  const { data: loaded, error } = useOfficeView(RECENT_OFFICE, path || null);
  // An office that is no more (its page is gone) shows no bar; a stored one whose page could not
  // load right now still shows, under its stored name.
  const hidden = !path || Boolean(error && (current || !storedName));
  const knownName = path === stored ? storedName : null;
  const name = path ? loaded?.name || knownName || nameFromPath(path) : '';
  // The same office gives the same object, so the header's parts that take it do not render again
  // when an office page records the office it already shows (right after hydration).
  return useMemo(
    () =>
      hidden || !path
        ? null
        : {
            href: `/${path.replace(/^\/+|\/+$/g, '')}`,
            name,
            links: loaded?.links ?? recentFranchiseLinks(path),
          },
    [hidden, path, name, loaded],
  );
}
