import type { SitemapArgs } from '@handyman/platform';
import type { ContentReader } from './content-reader';
import { readOfficeStates, readPathIndex } from './listing';
import { SITEMAP_LIMITS, sitemapFiles, type SitemapLimits } from './sitemap-files';
import { listedContent, sitemapGroups } from './sitemap-groups';
import type { RoutedPages } from './routed-page';

/** The listers' content cache for one build: each key read once, then shared. */
function buildCache(): SitemapArgs['load'] {
  const loaded = new Map<string, Promise<unknown>>();
  return <T>(key: string, fetch: () => Promise<T>) => {
    if (!loaded.has(key)) loaded.set(key, fetch());
    return loaded.get(key) as Promise<T>;
  };
}

/**
 * Every sitemap file by its site path (/sitemap.xml, the index, and its children under
 * /sitemaps/), built from the light listings (the path index and the office states; a few calls
 * however large the site) and what the remotes' routes list of their own from them. Throws when a
 * listing cannot be read or a lister fails.
 */
export async function buildSitemapFiles(
  read: ContentReader,
  base: string,
  routes: RoutedPages,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<Map<string, string>> {
  const [index, states] = await Promise.all([readPathIndex(read), readOfficeStates(read)]);
  const listed = listedContent(index);
  const args: SitemapArgs = { index: listed, load: buildCache() };
  const lists = await Promise.all(routes.sitemaps.map((sitemap) => sitemap(args)));
  return sitemapFiles(sitemapGroups({ index: listed, states, lists: lists.flat() }, routes), base, limits);
}
