/** The answer to every content query: GET api/page, api/search, api/blogindex. */
export interface ContentEnvelope<T> {
  path: string;
  results: T[];
  totalResults: number;
  page: number;
  totalPages: number;
  resultsPerPage: number;
}
