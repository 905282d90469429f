import { contentClient, getSiteSettings, siteBaseUrl } from '@handyman/platform';
import { NO_STORE, type Answer } from './http-answer';
import { RenderCache } from './render-cache';
import { buildBlogFeed } from './seo/blog-feed';
import type { ContentReader } from './seo/content-reader';
import { robotsTxt } from './seo/robots';
import { Refreshing } from './seo/refreshing';
import { buildSitemapFiles } from './seo/sitemap';

// The files search engines and feed readers ask for, built from the content service and kept
// five minutes in memory, then served stale for up to an hour while one rebuild runs.

const read: ContentReader = <T>(path: string, searchParams?: Record<string, string | number>) =>
  contentClient()
    .get(path, searchParams ? { searchParams } : {})
    .json<T>();

const FRESH_MS = 5 * 60_000;
const STALE_MS = 60 * 60_000;
const XML = 'application/xml; charset=utf-8';
const KEPT = 'public, max-age=300';

const files = new RenderCache(FRESH_MS);

/**
 * The base of every URL in these files: configuration or validated content, else the configured
 * public URL (siteBaseUrl). Settings that fail to load fail the file (a 503 that is not kept):
 * built without them it could carry a base content does not want.
 */
async function siteBase(): Promise<string> {
  return siteBaseUrl(await getSiteSettings());
}

const BUILDERS: Record<string, { type: string; build: (base: string) => Promise<string> | string }> = {
  '/robots.txt': { type: 'text/plain; charset=utf-8', build: robotsTxt },
  '/blog/feed.xml': { type: 'application/rss+xml; charset=utf-8', build: (base) => buildBlogFeed(read, base) },
};

/** Every sitemap file as an answer, built together from one listing (the index names its children). */
const sitemaps = new Refreshing(
  async () => {
    const built = await buildSitemapFiles(read, await siteBase());
    return new Map(
      [...built].map(([path, body]): [string, Answer] => [
        path,
        { status: 200, headers: { 'Content-Type': XML, 'Cache-Control': KEPT }, body },
      ]),
    );
  },
  FRESH_MS,
  STALE_MS,
);

const SITEMAP_CHILD = /^\/sitemaps\/[a-z]+-\d+\.xml$/;
const isSitemap = (pathname: string) => pathname === '/sitemap.xml' || SITEMAP_CHILD.test(pathname);

export const isSeoFile = (url: URL) => Object.hasOwn(BUILDERS, url.pathname) || isSitemap(url.pathname);

const unavailable = (): Answer => ({
  status: 503,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, 'Retry-After': '60' },
  body: 'Service unavailable',
});

/** A sitemap file from the last complete build; a 503 while none can be built (never a short file). */
async function sitemapAnswer(pathname: string): Promise<Answer> {
  try {
    const answer = (await sitemaps.get()).get(pathname);
    return answer ?? { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': KEPT }, body: 'Not found' };
  } catch (error) {
    console.error(`[shell] ${pathname} could not be built`, error);
    return unavailable();
  }
}

/** The answer for an SEO file's address, or null for any other address. */
export function seoAnswer(url: URL, configBroken: boolean): Promise<Answer> | null {
  if (!isSeoFile(url)) return null;
  if (configBroken) return Promise.resolve({ status: 503, headers: { 'Cache-Control': NO_STORE, 'Retry-After': '60' }, body: '' });
  if (isSitemap(url.pathname)) return sitemapAnswer(url.pathname);
  const file = BUILDERS[url.pathname]!;
  return files.get(url.pathname, async (): Promise<Answer> => {
    try {
      const body = await file.build(await siteBase());
      return { status: 200, headers: { 'Content-Type': file.type, 'Cache-Control': KEPT }, body };
    } catch (error) {
      console.error(`[shell] ${url.pathname} could not be built`, error);
      return unavailable();
    }
  });
}
