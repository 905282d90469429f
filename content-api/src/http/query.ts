import { badRequest } from './api-error';

/** A parsed query string: fastify gives a string, or an array when a name repeats. */
export type Query = Record<string, unknown>;

export function queryOf(query: unknown): Query {
  return typeof query === 'object' && query !== null ? (query as Query) : {};
}

/** The single value of a query parameter, undefined when absent; a repeat or an oversized value is a 400. */
export function optionalParam(query: Query, name: string, maxLength: number): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Query parameter "${name}" must be given once.`);
  if (value.length > maxLength) throw badRequest(`Query parameter "${name}" must be at most ${maxLength} characters.`);
  return value;
}

export function requiredParam(query: Query, name: string, maxLength: number): string {
  const value = optionalParam(query, name, maxLength);
  if (value === undefined) throw badRequest(`Query parameter "${name}" is required.`);
  return value;
}

/** A whole number within [min, max]; the fallback when absent. */
export function intParam(query: Query, name: string, range: { min: number; max: number; fallback: number }): number {
  const raw = optionalParam(query, name, 12);
  if (raw === undefined || raw.trim() === '') return range.fallback;
  const text = raw.trim();
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw badRequest(`Query parameter "${name}" must be a whole number from ${range.min} to ${range.max}; got "${raw}".`);
  }
  return value;
}
