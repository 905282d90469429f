import type { OfficeState, PathIndexEntry } from '@handyman/contracts';
import { lastmodOf, officeStatePath, type SitemapEntry } from '@handyman/platform';
import type { RoutedPages } from './routed-page';
import { contentPathOf, isUnlisted } from './site-url';

// Which pages the sitemap lists, from the path index alone (no page is read): every listed page a
// route serves, but campaign pages, thank-you pages, the form test page and local.json. Pages that
// no link reaches (an office promotion its navigation does not name) are listed too: they answer
// 200 and may be indexed. Beside them: what the remotes' routes list of their own (a blog's list
// pages) and the office finder's state pages.

export interface SitemapGroups {
  /** Home, corporate and catalog pages, the office finder with its state pages, the blog's lists. */
  pages: SitemapEntry[];
  /** Every office's pages: home, sub-pages, city pages, its blog with its list pages. */
  offices: SitemapEntry[];
  /** Corporate blog posts. */
  posts: SitemapEntry[];
}

export interface SitemapListing {
  /** The path index, its paths as content paths (listedContent). */
  index: readonly PathIndexEntry[];
  states: OfficeState[];
  /** What the remotes' routes list of their own. */
  lists: readonly SitemapEntry[];
}

const OFFICE_PAGE = /^offices\/[^/]+(\/|$)/;

/** The path index with each path as a content path (lowercase, no slashes at the ends); links off the site left out. */
export function listedContent(index: readonly PathIndexEntry[]): PathIndexEntry[] {
  return index.flatMap((entry) => {
    const path = contentPathOf(entry.path);
    return path === undefined ? [] : [{ ...entry, path }];
  });
}

export function sitemapGroups({ index, states, lists }: SitemapListing, routes: RoutedPages): SitemapGroups {
  const groups: SitemapGroups = { pages: [], offices: [], posts: [] };
  const listed = new Set<string>();
  for (const { path, schema, lastmod } of index) {
    if (isUnlisted(path) || !routes.isRouted(path)) continue;
    listed.add(path);
    const entry = { path, lastmod: lastmodOf(lastmod) };
    if (schema === 'BlogPost') groups.posts.push(entry);
    else if (OFFICE_PAGE.test(path)) groups.offices.push(entry);
    else groups.pages.push(entry);
  }
  // A remote's page without parameters is a page whether or not content names it.
  for (const path of routes.fixed) if (!listed.has(path)) groups.pages.push({ path });
  for (const entry of lists) if (!isUnlisted(entry.path)) (OFFICE_PAGE.test(entry.path) ? groups.offices : groups.pages).push(entry);
  for (const { State, officeCount } of states)
    if (State.trim() && officeCount > 0) groups.pages.push({ path: officeStatePath(State).slice(1) });
  return groups;
}
