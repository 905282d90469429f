import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, ContentEnvelope, PageResult } from '@handyman/contracts';
import type { ContentReader } from '../server/seo/content-reader';

// A fake content service answering from the real seed files, the way content-api does (see its
// README): tests of the SEO files then check the site's real content.

export const SEED_DIR = path.resolve(__dirname, '../../../content-api/seed');

export const seedJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(SEED_DIR, file), 'utf8')) as T;

/** Every seed page by its content path ("offices/summerlin", "blog/2026/07/14/...", "home"). */
export function seedPages(): Map<string, PageResult> {
  const dir = path.join(SEED_DIR, 'pages');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [file.replace(/\\/g, '/').replace(/\.json$/, ''), seedJson<PageResult>(`pages/${file}`)]));
}

export interface SeedReaderOptions {
  /** Pages added to or replacing the seed's, by content path. */
  pages?: Record<string, PageResult>;
  /** Calls answering an error, as the real service does for a 404 or 503. */
  fail?: (path: string, searchParams: Record<string, string | number>) => boolean;
}

const normalise = (contentPath: string) =>
  contentPath
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^\/+|\/+$/g, '') || 'home';
const envelope = <T>(path: string, results: T[], page = 1, resultsPerPage = 10): ContentEnvelope<T> => ({
  path,
  results: results.slice((page - 1) * resultsPerPage, page * resultsPerPage),
  totalResults: results.length,
  page,
  totalPages: Math.ceil(results.length / resultsPerPage),
  resultsPerPage,
});

function blogPosts(pages: Map<string, PageResult>): { BlogPost: BlogPost }[] {
  const posts = [...pages.values()].flatMap((result) => ('BlogPost' in result ? [{ BlogPost: result.BlogPost }] : []));
  return posts.sort((a, b) => Date.parse(b.BlogPost.DatePublished) - Date.parse(a.BlogPost.DatePublished));
}

export function createSeedReader(options: SeedReaderOptions = {}) {
  const pages = seedPages();
  for (const [key, page] of Object.entries(options.pages ?? {})) pages.set(key, page);

  const answer = (path: string, params: Record<string, string | number>): unknown => {
    if (options.fail?.(path, params)) throw new Error(`503 ${path} ${JSON.stringify(params)}`);
    if (path === 'api/x31') return seedJson('resources/x31.json');
    if (path === 'api/search' && params.filters === 'type=BlogPost') {
      const perPage = Math.min(Number(params.resultsPerPage ?? 10), 100);
      return envelope(path, blogPosts(pages), Number(params.page ?? 1), perPage);
    }
    const page = path === 'api/page' ? pages.get(normalise(String(params.path ?? ''))) : undefined;
    if (!page) throw new Error(`404 ${path} ${JSON.stringify(params)}`);
    return envelope(path, [page]);
  };

  async function read<T>(path: string, searchParams: Record<string, string | number> = {}): Promise<T> {
    await Promise.resolve();
    return JSON.parse(JSON.stringify(answer(path, searchParams))) as T;
  }
  const reader: ContentReader = read;
  return { read: reader, pages };
}
