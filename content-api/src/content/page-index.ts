import { envelopeJson } from './envelope';
import { datedBlogSlug, shortBlogSlug } from './page-path';
import type { SeedPage } from './seed-loader';
import { etagOf } from './static-json';

export interface PageEntry {
  key: string;
  schema: string;
  /** The full envelope answer, serialised once at start. */
  body: string;
  etag: string;
}

export const SINGLE_PAGE_RESULTS_PER_PAGE = 10;

/** Pages by normalised path, with `blog/<slug>` resolving to the dated post of that slug. */
export class PageIndex {
  private readonly byPath = new Map<string, PageEntry>();
  private readonly blogBySlug = new Map<string, PageEntry>();

  constructor(pages: readonly SeedPage[]) {
    for (const page of pages) {
      const body = envelopeJson({
        path: page.key,
        items: [JSON.stringify(page.result)],
        totalResults: 1,
        page: 1,
        resultsPerPage: SINGLE_PAGE_RESULTS_PER_PAGE,
      });
      const entry: PageEntry = { key: page.key, schema: page.schema, body, etag: etagOf(body) };
      this.byPath.set(page.key, entry);
      const slug = datedBlogSlug(page.key);
      if (slug !== undefined) this.blogBySlug.set(slug, entry);
    }
  }

  get size(): number {
    return this.byPath.size;
  }

  find(path: string): PageEntry | undefined {
    const exact = this.byPath.get(path);
    if (exact) return exact;
    const slug = shortBlogSlug(path);
    return slug === undefined ? undefined : this.blogBySlug.get(slug);
  }
}

export function notFoundEnvelope(path: string): string {
  return envelopeJson({ path, items: [], totalResults: 0, page: 1, resultsPerPage: SINGLE_PAGE_RESULTS_PER_PAGE });
}
