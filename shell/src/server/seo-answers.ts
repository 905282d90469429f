import { contentClient, getSiteSettings, siteBaseUrl } from '@handyman/platform';
import { NO_STORE, type Answer } from './http-answer';
import { RenderCache } from './render-cache';
import { buildBlogFeed } from './seo/blog-feed';
import type { ContentReader } from './seo/content-reader';
import { robotsTxt } from './seo/robots';
import { buildSitemapFiles } from './seo/sitemap';
import { isSitemapPath, sitemapAnswers, UNAVAILABLE } from './seo/sitemap-answers';
import { routedPages } from './seo/routed-page';
import type { RemoteRoutePaths } from './remotes/server-remotes';
import { log } from './ops/logger';

// The files search engines and feed readers ask for, built from the content service and kept
// five minutes in memory (the sitemap then served stale for up to an hour while one rebuild runs).

const read: ContentReader = <T>(path: string, searchParams?: Record<string, string | number>) =>
  contentClient()
    .get(path, searchParams ? { searchParams } : {})
    .json<T>();

const KEPT = 'public, max-age=300';

const files = new RenderCache(5 * 60_000);

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

/**
 * The sitemap's answers for the routes the site has now: a remote deployed (its routes, their paths
 * or its listers may change) gets a sitemap built anew.
 */
let sitemap: { routesKey: string; answer: ReturnType<typeof sitemapAnswers> } | undefined;
function sitemapFor({ patterns, listed, sitemaps, builds }: RemoteRoutePaths): ReturnType<typeof sitemapAnswers> {
  const routesKey = JSON.stringify([patterns, listed, builds]);
  if (sitemap?.routesKey !== routesKey) {
    const routes = routedPages(patterns, listed, sitemaps);
    sitemap = { routesKey, answer: sitemapAnswers(async () => buildSitemapFiles(read, await siteBase(), routes)) };
  }
  return sitemap.answer;
}

export const isSeoFile = (url: URL) => Object.hasOwn(BUILDERS, url.pathname) || isSitemapPath(url.pathname);

/**
 * The answer for an SEO file's address, or null for any other address. `remotePaths`: the routes
 * of the remotes the server knows.
 */
export function seoAnswer(
  url: URL,
  configBroken: boolean,
  remotePaths: RemoteRoutePaths = { patterns: [], listed: [], sitemaps: [], builds: '' },
): Promise<Answer> | null {
  if (!isSeoFile(url)) return null;
  if (configBroken) return Promise.resolve({ status: 503, headers: { 'Cache-Control': NO_STORE, 'Retry-After': '60' }, body: '' });
  if (isSitemapPath(url.pathname)) return sitemapFor(remotePaths)(url.pathname);
  const file = BUILDERS[url.pathname]!;
  return files.get(url.pathname, async (): Promise<Answer> => {
    try {
      const body = await file.build(await siteBase());
      return { status: 200, headers: { 'Content-Type': file.type, 'Cache-Control': KEPT }, body };
    } catch (error) {
      log.error('an SEO file could not be built', { path: url.pathname, error });
      return UNAVAILABLE;
    }
  });
}
