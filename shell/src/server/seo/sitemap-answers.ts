import { NO_STORE, type Answer } from '../http-answer';
import { Refreshing } from './refreshing';
import { log } from '../ops/logger';

/** How long a build is served as it is, and then served stale while one rebuild runs. */
export const SITEMAP_FRESH_MS = 5 * 60_000;
export const SITEMAP_STALE_MS = 60 * 60_000;

const KEPT = 'public, max-age=300';
const SITEMAP_CHILD = /^\/sitemaps\/[a-z]+-\d+\.xml$/;

/** True for /sitemap.xml and the addresses its children have. */
export const isSitemapPath = (pathname: string) => pathname === '/sitemap.xml' || SITEMAP_CHILD.test(pathname);

/** What a server answers while a file cannot be built: crawlers try again in a minute. */
export const UNAVAILABLE: Answer = {
  status: 503,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, 'Retry-After': '60' },
  body: 'Service unavailable',
};

const NOT_FOUND: Answer = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': KEPT },
  body: 'Not found',
};

/**
 * The answers for the sitemap's addresses from `build` (every file by its path, built together:
 * the index names its children). A file is from the last complete build, or a 503 while none can
 * be made: never a short file. An address no build has is a 404 and is kept nowhere.
 */
export function sitemapAnswers(build: () => Promise<Map<string, string>>, now: () => number = Date.now) {
  const files = new Refreshing(
    async () => {
      const built = await build();
      const answers = [...built].map(([path, body]): [string, Answer] => [
        path,
        { status: 200, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': KEPT }, body },
      ]);
      return new Map(answers);
    },
    SITEMAP_FRESH_MS,
    SITEMAP_STALE_MS,
    now,
  );
  return async function sitemapAnswer(pathname: string): Promise<Answer> {
    try {
      return (await files.get()).get(pathname) ?? NOT_FOUND;
    } catch (error) {
      log.error('a sitemap could not be built', { path: pathname, error });
      return UNAVAILABLE;
    }
  };
}
