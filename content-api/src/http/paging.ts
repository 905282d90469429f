import { intParam, type Query } from './query';

export const MAX_RESULTS_PER_PAGE = 100;
export const MAX_PAGE_NUMBER = 10_000;
export const DEFAULT_RESULTS_PER_PAGE = 10;

/** `page` (from 1) and `resultsPerPage` of a list call; out-of-range or malformed values are a 400. */
export function paging(query: Query): { page: number; resultsPerPage: number } {
  return {
    page: intParam(query, 'page', { min: 1, max: MAX_PAGE_NUMBER, fallback: 1 }),
    resultsPerPage: intParam(query, 'resultsPerPage', {
      min: 1,
      max: MAX_RESULTS_PER_PAGE,
      fallback: DEFAULT_RESULTS_PER_PAGE,
    }),
  };
}
