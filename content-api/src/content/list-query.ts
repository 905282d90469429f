import { badRequest } from '../http/api-error';

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

export type Direction = 'asc' | 'desc';

export interface ListSort {
  /** `relevance`: best full-text match first (newest first without a query). */
  field: SortField | 'relevance';
  direction: Direction;
}

export const DEFAULT_SORT: ListSort = { field: 'datepublished', direction: 'desc' };

const DIRECTIONS: Record<string, Direction> = { asc: 'asc', ascending: 'asc', dec: 'desc', desc: 'desc', descending: 'desc' };

/** `filters=type=BlogPost` (names case-insensitive) -> the schema's exact name. */
export function parseTypeFilter(catalog: { schemaNamed(type: string): string | undefined }, filters: string | undefined): string {
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

/** `fields=summary`: posts without their body; absent: whole posts. */
export function parseSummaryFields(fields: string | undefined): boolean {
  if (fields === undefined || fields.trim() === '') return false;
  if (fields.trim().toLowerCase() === 'summary') return true;
  throw badRequest(`Parameter "fields" can only be "summary"; got "${fields}".`);
}
