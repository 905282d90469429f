import type { ContentReader } from './content-reader';
import { withConcurrency } from './concurrency';
import { isUnlisted, siteUrl, type SitemapEntry } from './site-url';
import { packageEntries, serviceEntries } from './sitemap-catalog';
import { blogPostEntries, corporateEntries } from './sitemap-corporate';
import { officeEntries } from './sitemap-offices';
import { escapeXml } from './xml';

/** Content calls in flight at once while the sitemap is built. */
const CONCURRENT_CALLS = 6;

/** One <url> per address; an address found twice keeps its latest lastmod. */
function urlsOf(entries: SitemapEntry[], base: string): Map<string, string | undefined> {
  const urls = new Map<string, string | undefined>();
  for (const { path, lastmod } of entries) {
    if (isUnlisted(path)) continue;
    const url = siteUrl(path, base);
    const known = urls.get(url);
    urls.set(url, known !== undefined && (lastmod === undefined || known > lastmod) ? known : lastmod);
  }
  return urls;
}

/**
 * /sitemap.xml (sitemaps.org 0.9): the site's corporate pages, offices with their city pages and
 * blogs, services, packages and corporate blog posts. Throws when the office list cannot be read.
 */
export async function buildSitemap(read: ContentReader, base: string): Promise<string> {
  const limited = withConcurrency(read, CONCURRENT_CALLS);
  const groups = await Promise.all([
    corporateEntries(limited),
    officeEntries(limited),
    serviceEntries(limited),
    packageEntries(limited),
    blogPostEntries(limited),
  ]);
  const urls = [...urlsOf(groups.flat(), base)].map(
    ([url, lastmod]) => `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
