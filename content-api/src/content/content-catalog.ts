import { taxonomyOf } from './blog-facets';
import { recordOf, textOf, type JsonRecord } from './read';
import type { SeedPage } from './seed-loader';
import { foldText, searchableText } from './text-keys';

/** A page prepared for listing: serialised once, with its search text, dates and taxonomy keys. */
export interface CatalogDoc {
  key: string;
  json: string;
  /** The result item without its body (`Post`): what a card shows. */
  summaryJson: string;
  haystack: string;
  /** Folded heading and title, for ranking. */
  heading: string;
  published: number;
  updated: number;
  title: string;
  categories: ReadonlySet<string>;
  authors: ReadonlySet<string>;
}

/** Page schemas of `@handyman/contracts` PageSchemas; a type filter may name any of them. */
export const KNOWN_SCHEMAS = [
  'HomePage',
  'DetailPage',
  'OfficesIndex',
  'FranchiseHomePage',
  'FranchiseDetailPage',
  'BlogIndex',
  'BlogPost',
  'FranchiseBlogIndex',
  'FranchiseBlogPost',
  'ServicesIndex',
  'ServiceDetail',
  'PackagesIndex',
  'PackageDetail',
] as const;

export const SORT_FIELDS = ['datepublished', 'dateupdated', 'title'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

function timeOf(value: unknown): number {
  const time = Date.parse(textOf(value));
  return Number.isNaN(time) ? 0 : time;
}

function taxonomyKeys(value: unknown): Set<string> {
  return new Set(taxonomyOf(value).map((item) => item.key));
}

/** The result item `{ Schema: page }` without the page's body. */
export function summaryItem(schema: string, page: JsonRecord): JsonRecord {
  const { Post: _post, ...summary } = page;
  return { [schema]: summary };
}

function toDoc(page: SeedPage): CatalogDoc {
  const fields = page.page;
  const published = timeOf(fields.DatePublished);
  const categories = recordOf(fields.IGX_Categories);
  return {
    key: page.key,
    json: JSON.stringify(page.result),
    summaryJson: JSON.stringify(summaryItem(page.schema, fields)),
    heading: foldText([fields.Heading, fields.Title].map(textOf).join(' ')),
    haystack: searchableText([fields.Heading, fields.Title, fields.Description, fields.Post, fields.Copy].map(textOf).join(' \n ')),
    published,
    updated: timeOf(fields.DateUpdated) || published,
    title: textOf(fields.Title || fields.Heading || fields.Name).toLowerCase(),
    categories: taxonomyKeys(categories.BlogCategories),
    authors: taxonomyKeys(categories.Authors),
  };
}

const COMPARE: Record<SortField, (a: CatalogDoc, b: CatalogDoc) => number> = {
  datepublished: (a, b) => a.published - b.published,
  dateupdated: (a, b) => a.updated - b.updated,
  title: (a, b) => a.title.localeCompare(b.title),
};

/** Pages grouped by schema, each group pre-sorted ascending by every sort field. */
export class ContentCatalog {
  private readonly schemas = new Map<string, string>();
  private readonly sortedDocs = new Map<string, Record<SortField, readonly CatalogDoc[]>>();

  constructor(pages: readonly SeedPage[]) {
    for (const schema of KNOWN_SCHEMAS) this.schemas.set(schema.toLowerCase(), schema);
    const bySchema = new Map<string, CatalogDoc[]>();
    for (const page of pages) {
      this.schemas.set(page.schema.toLowerCase(), page.schema);
      const docs = bySchema.get(page.schema) ?? [];
      docs.push(toDoc(page));
      bySchema.set(page.schema, docs);
    }
    for (const [schema, docs] of bySchema) {
      const sorted = {} as Record<SortField, readonly CatalogDoc[]>;
      for (const field of SORT_FIELDS) {
        sorted[field] = [...docs].sort((a, b) => COMPARE[field](a, b) || a.key.localeCompare(b.key));
      }
      this.sortedDocs.set(schema, sorted);
    }
  }

  /** The schema's exact name for a case-insensitive type, e.g. "blogpost" -> "BlogPost". */
  schemaNamed(type: string): string | undefined {
    return this.schemas.get(type.toLowerCase());
  }

  /** Documents of a schema in ascending order of the field (empty when the schema has none). */
  sorted(schema: string, field: SortField): readonly CatalogDoc[] {
    return this.sortedDocs.get(schema)?.[field] ?? [];
  }
}
