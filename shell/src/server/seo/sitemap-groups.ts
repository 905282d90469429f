import type { BlogFacets, OfficeState, PathIndexEntry } from '@handyman/contracts';
import { officeStatePath } from '@handyman/platform';
import { blogListEntries, listWithPages } from './blog-lists';
import type { RoutedPages } from './routed-page';
import { contentPathOf, isUnlisted, lastmodOf, type SitemapEntry } from './site-url';

// Which pages the sitemap lists, from the path index alone (no page is read): every listed page a
// route serves, but campaign pages, thank-you pages, the form test page and local.json. Pages that
// no link reaches (an office promotion its navigation does not name) are listed too: they answer
// 200 and may be indexed.

export interface SitemapGroups {
  /** Home, corporate and catalog pages, the office finder with its state pages, the blog's lists. */
  pages: SitemapEntry[];
  /** Every office's pages: home, sub-pages, city pages, its blog with its list pages. */
  offices: SitemapEntry[];
  /** Corporate blog posts. */
  posts: SitemapEntry[];
}

export interface SitemapListing {
  index: PathIndexEntry[];
  facets: BlogFacets;
  states: OfficeState[];
}

const OFFICE_PAGE = /^offices\/[^/]+(\/|$)/;
const OFFICE_BLOG_POST = /^(offices\/[^/]+\/blog)\/[^/]+$/;

/** Each office blog's list pages, counted and dated from the posts the index lists under it. */
function officeBlogLists(offices: SitemapEntry[]): SitemapEntry[] {
  const blogs = new Map<string, { count: number; lastmod: string | undefined }>();
  for (const { path, lastmod } of offices) if (path.endsWith('/blog') && OFFICE_PAGE.test(path)) blogs.set(path, { count: 0, lastmod });
  for (const { path, lastmod } of offices) {
    const blog = blogs.get(OFFICE_BLOG_POST.exec(path)?.[1] ?? '');
    if (!blog) continue;
    blog.count += 1;
    blog.lastmod = lastmodOf(blog.lastmod, lastmod);
  }
  // The list's own address is in the index already: only its further pages and its date are added.
  return [...blogs].flatMap(([path, { count, lastmod }]) => listWithPages(path, count, lastmod));
}

export function sitemapGroups({ index, facets, states }: SitemapListing, routes: RoutedPages): SitemapGroups {
  const groups: SitemapGroups = { pages: [], offices: [], posts: [] };
  const listed = new Set<string>();
  for (const { path: listedPath, schema, lastmod } of index) {
    const path = contentPathOf(listedPath);
    if (path === undefined || isUnlisted(path) || !routes.isRouted(path)) continue;
    listed.add(path);
    const entry = { path, lastmod: lastmodOf(lastmod) };
    if (schema === 'BlogPost') groups.posts.push(entry);
    else if (OFFICE_PAGE.test(path)) groups.offices.push(entry);
    else groups.pages.push(entry);
  }
  // A remote's page without parameters is a page whether or not content names it.
  for (const path of routes.fixed) if (!listed.has(path)) groups.pages.push({ path });
  groups.offices.push(...officeBlogLists(groups.offices));
  groups.pages.push(...blogListEntries(facets));
  for (const { State, officeCount } of states)
    if (State.trim() && officeCount > 0) groups.pages.push({ path: officeStatePath(State).slice(1) });
  return groups;
}
