import type { ContentReader } from './content-reader';
import { readBlogFacets, readOfficeStates, readPathIndex } from './listing';
import { SITEMAP_LIMITS, sitemapFiles, type SitemapLimits } from './sitemap-files';
import { sitemapGroups } from './sitemap-groups';
import type { RoutedPages } from './routed-page';

/**
 * Every sitemap file by its site path (/sitemap.xml, the index, and its children under
 * /sitemaps/), built from the light listings: the path index, the blog's facets and the office
 * states; a few calls however large the site. Throws when a listing cannot be read.
 */
export async function buildSitemapFiles(
  read: ContentReader,
  base: string,
  routes: RoutedPages,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<Map<string, string>> {
  const [index, facets, states] = await Promise.all([readPathIndex(read), readBlogFacets(read), readOfficeStates(read)]);
  return sitemapFiles(sitemapGroups({ index, facets, states }, routes), base, limits);
}
