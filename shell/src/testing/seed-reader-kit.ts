import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, ContentEnvelope, FranchiseHomePage, LocalOffice, PageResult } from '@handyman/contracts';
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
  /** The service's cap on resultsPerPage. */
  maxResultsPerPage?: number;
  delayMs?: number;
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

function offices(pages: Map<string, PageResult>): LocalOffice[] {
  const homes = [...pages].flatMap(([key, result]) => ('FranchiseHomePage' in result ? [[key, result.FranchiseHomePage] as const] : []));
  const listing = ([key, page]: readonly [string, FranchiseHomePage]): LocalOffice => {
    const control = page.FranchiseCorporateControl;
    return {
      Name: control.FranchiseName.Value,
      City: control.City.Value,
      State: control.State.Value,
      StateAbbreviation: control.StateAbbreviation.Value,
      PhoneNumber: control.PhoneNumber.Value,
      HomePageLink: { URL: key },
      SchedulePageLink: { URL: control.SchedulePageLink?.URL ?? '' },
      OwnedZipcodes: control.OwnedZipcodes,
      AllowedZipcodes: control.AllowedZipcodes,
    };
  };
  return homes.map(listing).sort((a, b) => a.State.localeCompare(b.State) || a.Name.localeCompare(b.Name));
}

function blogPosts(pages: Map<string, PageResult>): { BlogPost: BlogPost }[] {
  const posts = [...pages.values()].flatMap((result) => ('BlogPost' in result ? [{ BlogPost: result.BlogPost }] : []));
  return posts.sort((a, b) => Date.parse(b.BlogPost.DatePublished) - Date.parse(a.BlogPost.DatePublished));
}

export function createSeedReader(options: SeedReaderOptions = {}) {
  const pages = seedPages();
  for (const [key, page] of Object.entries(options.pages ?? {})) pages.set(key, page);
  const calls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const answer = (path: string, params: Record<string, string | number>): unknown => {
    if (options.fail?.(path, params)) throw new Error(`503 ${path} ${JSON.stringify(params)}`);
    if (path === 'localoffice/orderby/state') return offices(pages);
    if (path === 'api/x31') return seedJson('resources/x31.json');
    if (path === 'api/search' && params.filters === 'type=BlogPost') {
      const perPage = Math.min(Number(params.resultsPerPage ?? 10), options.maxResultsPerPage ?? 100);
      return envelope(path, blogPosts(pages), Number(params.page ?? 1), perPage);
    }
    const page = path === 'api/page' ? pages.get(normalise(String(params.path ?? ''))) : undefined;
    if (!page) throw new Error(`404 ${path} ${JSON.stringify(params)}`);
    return envelope(path, [page]);
  };

  async function read<T>(path: string, searchParams: Record<string, string | number> = {}): Promise<T> {
    calls.push(`${path} ${JSON.stringify(searchParams)}`);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      return JSON.parse(JSON.stringify(answer(path, searchParams))) as T;
    } finally {
      inFlight -= 1;
    }
  }
  const reader: ContentReader = read;
  return { read: reader, calls, maxInFlight: () => maxInFlight, pages };
}
