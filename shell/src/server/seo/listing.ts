import type { ContentEnvelope, OfficeState, PathIndexEntry } from '@handyman/contracts';
import type { ContentReader } from './content-reader';

// The light listings the sitemap is built from: paths and dates, never page bodies. Every call
// must answer: a failed or malformed one fails the build (the sitemap files are then a 503), so
// no file is ever silently short.

/** The path index's largest page (the content service's own cap). */
export const PATH_INDEX_PAGE_SIZE = 10_000;
/** Path index pages read at once after the first. */
const CONCURRENT_PAGES = 4;

function pageOf(answer: unknown, call: string): ContentEnvelope<PathIndexEntry> {
  const envelope = answer as Partial<ContentEnvelope<PathIndexEntry>> | null;
  if (!envelope || !Array.isArray(envelope.results) || !Number.isInteger(envelope.totalPages))
    throw new Error(`${call} did not answer a page of the path index`);
  return envelope as ContentEnvelope<PathIndexEntry>;
}

/**
 * Every page of the path index under a prefix (all pages without one), read page by page until
 * the service reports no more: as many pages as its totalPages says, however many that is.
 */
export async function readPathIndex(read: ContentReader, prefix = '', pageSize = PATH_INDEX_PAGE_SIZE): Promise<PathIndexEntry[]> {
  const readPage = async (page: number) => {
    const params = { ...(prefix ? { prefix } : {}), page, resultsPerPage: pageSize };
    return pageOf(await read<unknown>('api/pathindex', params), `api/pathindex page ${page}`);
  };
  const first = await readPage(1);
  const entries = [...first.results];
  let total = first.totalPages;
  let next = 2;
  while (next <= total) {
    const batch = Array.from({ length: Math.min(CONCURRENT_PAGES, total - next + 1) }, (_, i) => next + i);
    const pages = await Promise.all(batch.map(readPage));
    next += batch.length;
    for (const page of pages) entries.push(...page.results);
    // A service that grew while it was read reports more pages: they are read too. An empty page is the end.
    if (pages.some((page) => page.results.length === 0)) break;
    total = Math.max(total, ...pages.map((page) => page.totalPages));
  }
  return entries;
}

/** The states that have offices (each has an office finder page). */
export async function readOfficeStates(read: ContentReader): Promise<OfficeState[]> {
  const states = await read<OfficeState[] | null>('localoffice/states');
  if (!Array.isArray(states)) throw new Error('localoffice/states did not answer a list of states');
  return states;
}
