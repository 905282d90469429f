import type { ContentReader } from './content-reader';
import { readOfficeStates, readPathIndex } from './listing';
import { SITEMAP_LIMITS, sitemapFiles, type SitemapLimits } from './sitemap-files';
import { sitemapGroups } from './sitemap-groups';
import type { RoutedPages } from './routed-page';
import { listedContent } from './sitemap-groups';

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
  const lists = await Promise.all(routes.sitemaps.map((sitemap) => sitemap({ index: listed })));
  return sitemapFiles(sitemapGroups({ index: listed, states, lists: lists.flat() }, routes), base, limits);
}
