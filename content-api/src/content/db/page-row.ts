import { lastmodOf, taxonomyOf } from '../blog-facets';
import { envelopeJson } from '../envelope';
import { datedBlogSlug } from '../page-path';
import { recordOf, textOf, type JsonRecord } from '../read';
import type { SeedPage } from '../seed-loader';
import { etagOf } from '../static-json';
import { searchableText } from '../text-keys';
import type { PageCodec } from './page-codec';

export const SINGLE_PAGE_RESULTS_PER_PAGE = 10;

/** The answer of GET /api/page for one page: an envelope holding the page's result item. */
export function pageEnvelope(path: string, item: string): string {
  return envelopeJson({ path, items: [item], totalResults: 1, page: 1, resultsPerPage: SINGLE_PAGE_RESULTS_PER_PAGE });
}

export function notFoundEnvelope(path: string): string {
  return envelopeJson({ path, items: [], totalResults: 0, page: 1, resultsPerPage: SINGLE_PAGE_RESULTS_PER_PAGE });
}

/** The result item `{ Schema: page }` without the page's body. */
export function summaryItem(schema: string, page: JsonRecord): JsonRecord {
  const { Post: _post, ...summary } = page;
  return { [schema]: summary };
}

function timeOf(value: unknown): number {
  const time = Date.parse(textOf(value));
  return Number.isNaN(time) ? 0 : time;
}

/**
 * A page as the import stages it: serialised once, with its list keys and full-text columns.
 * A type, not an interface, so it binds as named parameters (a plain record of values).
 */
export type StagedPage = {
  path: string;
  schema: string;
  /** The result item's JSON, encoded by the import's PageCodec. */
  item: Uint8Array;
  /** The item without its body, encoded; null when the page has no `Post` (the item is its own summary). */
  summary: Uint8Array | null;
  etag: string;
  lastmod: string | null;
  published: number;
  updated: number;
  year: number | null;
  title: string;
  blog_slug: string | null;
  fts_title: string;
  fts_body: string;
  /** JSON [kind, key, name][] of a corporate post's categories and authors. */
  terms: string;
};

export function stagedPage(page: SeedPage, codec: PageCodec): StagedPage {
  const fields = page.page;
  const item = JSON.stringify(page.result);
  const published = timeOf(fields.DatePublished);
  const taxonomy = recordOf(fields.IGX_Categories);
  const terms =
    page.schema === 'BlogPost'
      ? [
          ...taxonomyOf(taxonomy.BlogCategories).map(({ key, name }) => ['category', key, name]),
          ...taxonomyOf(taxonomy.Authors).map(({ key, name }) => ['author', key, name]),
        ]
      : [];
  return {
    path: page.key,
    schema: page.schema,
    item: codec.encode(item),
    summary: fields.Post === undefined ? null : codec.encode(JSON.stringify(summaryItem(page.schema, fields))),
    etag: etagOf(pageEnvelope(page.key, item)),
    lastmod: lastmodOf(fields) ?? null,
    published,
    updated: timeOf(fields.DateUpdated) || published,
    year: Number.isNaN(Date.parse(textOf(fields.DatePublished))) ? null : new Date(published).getUTCFullYear(),
    title: textOf(fields.Title || fields.Heading || fields.Name).toLowerCase(),
    blog_slug: datedBlogSlug(page.key) ?? null,
    fts_title: searchableText([fields.Heading, fields.Title].map(textOf).join(' \n ')),
    fts_body: searchableText([fields.Description, fields.Post, fields.Copy].map(textOf).join(' \n ')),
    terms: JSON.stringify(terms),
  };
}
