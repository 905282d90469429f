import type { PathIndexEntry } from '@handyman/contracts';

// What a remote's route gives the sitemap beyond its content's own pages: the addresses only the
// route knows (a list's further pages, a list per category), worked out on the server each time
// the sitemap is built. The shell lists them under its prefixes and knows nothing of what they are.

/** A page of the sitemap: its content path ("blog/page/2"; "home" for the root) and last change. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD (lastmodOf makes one from any dates). */
  lastmod?: string;
}

/** What a route's sitemap lister is given. */
export interface SitemapArgs {
  /** Every listed content path with its schema and last change (the content service's path index). */
  index: readonly PathIndexEntry[];
  /** Any content by a cache key, read once per sitemap build however many listers ask for it. */
  load<T>(key: string, fetch: () => Promise<T>): Promise<T>;
}

/**
 * Lists a route's addresses for the sitemap. It may read content (through the shared content client);
 * a lister that throws fails the sitemap's build (the sitemap then stays as last built), so no file
 * is ever silently short.
 */
export type RouteSitemap = (args: SitemapArgs) => Promise<readonly SitemapEntry[]>;

/** The latest of the given dates as YYYY-MM-DD (UTC); undefined when none is a date. */
export function lastmodOf(...dates: (string | undefined)[]): string | undefined {
  const times = dates.map((date) => (date ? Date.parse(date) : Number.NaN)).filter((time) => Number.isFinite(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString().slice(0, 10) : undefined;
}

/** A paged list's address and its pages past the first (path/page/2, ...), all with one date. */
export function pagedListEntries(path: string, count: number, pageSize: number, lastmod: string | undefined): SitemapEntry[] {
  const pages = Math.ceil(count / pageSize);
  return [{ path, lastmod }, ...Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => ({ path: `${path}/page/${i + 2}`, lastmod }))];
}
