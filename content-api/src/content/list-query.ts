import { badRequest } from '../http/api-error';
import { SORT_FIELDS, type ContentCatalog, type CatalogDoc, type SortField } from './content-catalog';
import { queryTerms } from './text-keys';

export type Direction = 'asc' | 'desc';

export interface ListSort {
  /** `relevance`: best full-text match first (newest first without a query). */
  field: SortField | 'relevance';
  direction: Direction;
}

export const DEFAULT_SORT: ListSort = { field: 'datepublished', direction: 'desc' };

const DIRECTIONS: Record<string, Direction> = { asc: 'asc', ascending: 'asc', dec: 'desc', desc: 'desc', descending: 'desc' };

/** `filters=type=BlogPost` (names case-insensitive) -> the schema's exact name. */
export function parseTypeFilter(catalog: ContentCatalog, filters: string | undefined): string {
  if (filters === undefined || filters.trim() === '') return 'BlogPost';
  let schema: string | undefined;
  for (const part of filters.split(/[;,]/).filter((item) => item.trim() !== '')) {
    const [name = '', value = ''] = part.split('=').map((item) => item.trim());
    if (name.toLowerCase() !== 'type') throw badRequest(`Unsupported filter "${name}"; use filters=type=<Schema>, e.g. type=BlogPost.`);
    schema = catalog.schemaNamed(value);
    if (schema === undefined) throw badRequest(`Unknown content type "${value}" in filters.`);
  }
  if (schema === undefined) throw badRequest('Parameter "filters" must look like type=BlogPost.');
  return schema;
}

/** `sort=DatePublished=dec`, `sort=dateupdated` (newest first), `sort=Title=asc` or (search only) `sort=relevance`. */
export function parseSort(sort: string | undefined, options: { relevance?: boolean } = {}): ListSort {
  if (sort === undefined || sort.trim() === '') return DEFAULT_SORT;
  const [rawField = '', rawDirection] = sort.split('=').map((item) => item.trim().toLowerCase());
  if (options.relevance === true && rawField === 'relevance' && (rawDirection ?? '') === '')
    return { field: 'relevance', direction: 'desc' };
  const field = SORT_FIELDS.find((name) => name === rawField);
  if (field === undefined) {
    throw badRequest(
      `Cannot sort by "${rawField}"; use DatePublished, DateUpdated${options.relevance === true ? ', Title or relevance' : ' or Title'}.`,
    );
  }
  if (rawDirection === undefined || rawDirection === '') return { field, direction: field === 'title' ? 'asc' : 'desc' };
  const direction = DIRECTIONS[rawDirection];
  if (direction === undefined) throw badRequest(`Sort direction "${rawDirection}" must be asc or dec.`);
  return { field, direction };
}

/** Documents of a schema, filtered by every word of the query and a predicate, in sort order. */
export function listDocs(
  catalog: ContentCatalog,
  schema: string,
  options: { query?: string; sort: ListSort; where?: (doc: CatalogDoc) => boolean },
): CatalogDoc[] {
  const terms = queryTerms(options.query ?? '');
  const { where } = options;
  const field = options.sort.field === 'relevance' ? 'datepublished' : options.sort.field;
  const matches = catalog
    .sorted(schema, field)
    .filter((doc) => terms.every((term) => doc.haystack.includes(term)) && (where === undefined || where(doc)));
  if (options.sort.direction === 'desc') matches.reverse();
  if (options.sort.field !== 'relevance' || terms.length === 0) return matches;
  const score = (doc: CatalogDoc) => terms.filter((term) => doc.heading.includes(term)).length;
  return matches
    .map((doc) => ({ doc, score: score(doc) }))
    .sort((a, b) => b.score - a.score)
    .map(({ doc }) => doc);
}

/** `fields=summary`: posts without their body; absent: whole posts. */
export function parseSummaryFields(fields: string | undefined): boolean {
  if (fields === undefined || fields.trim() === '') return false;
  if (fields.trim().toLowerCase() === 'summary') return true;
  throw badRequest(`Parameter "fields" can only be "summary"; got "${fields}".`);
}
