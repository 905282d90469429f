import { badRequest } from '../http/api-error';
import { optionalParam, type Query } from '../http/query';
import { nameKey } from './text-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of GET /api/blogindex; names are compared as name keys, dates as inclusive UTC days. */
export interface BlogFilter {
  category?: string;
  author?: string;
  from?: number;
  to?: number;
}

function nameParam(query: Query, name: string): string | undefined {
  const value = optionalParam(query, name, 100);
  if (value === undefined) return undefined;
  const key = nameKey(value);
  if (key === '') throw badRequest(`Query parameter "${name}" must name something, e.g. ${name}=home-repair.`);
  return key;
}

function dayParam(query: Query, name: string): number | undefined {
  const value = optionalParam(query, name, 10);
  if (value === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw badRequest(`Query parameter "${name}" must be a date as YYYY-MM-DD; got "${value}".`);
  }
  return time;
}

export function parseBlogFilter(query: Query): BlogFilter {
  const category = nameParam(query, 'categoryName');
  const author = nameParam(query, 'author');
  const from = dayParam(query, 'startDate');
  const to = dayParam(query, 'endDate');
  if ((from === undefined) !== (to === undefined))
    throw badRequest('Give both startDate and endDate, e.g. startDate=2024-01-01&endDate=2024-12-31.');
  if (from !== undefined && to !== undefined && from > to) throw badRequest('startDate must not be after endDate.');
  if (category === undefined && author === undefined && from === undefined) {
    throw badRequest('Give categoryName, author, or startDate and endDate.');
  }
  return { category, author, from, to: to === undefined ? undefined : to + DAY_MS - 1 };
}
