// Frozen copy for remotes built before the split (see ../index.ts); the app keeps its own. Never edit.
import { contentClient, type BlogPostEnvelope } from '@handyman/platform';

export type BlogFilter = { categoryName: string } | { author: string } | { year: number };

/** GET api/blogindex by category, author or year (a year is asked for as its first to its last day). */
export function getBlogIndex(filter: BlogFilter, page = 1): Promise<BlogPostEnvelope> {
  const searchParams = new URLSearchParams();
  if ('categoryName' in filter) searchParams.set('categoryName', filter.categoryName);
  else if ('author' in filter) searchParams.set('author', filter.author);
  else {
    searchParams.set('startDate', `${filter.year}-01-01`);
    searchParams.set('endDate', `${filter.year}-12-31`);
  }
  searchParams.set('page', String(page));
  return contentClient().get('api/blogindex', { searchParams }).json<BlogPostEnvelope>();
}
