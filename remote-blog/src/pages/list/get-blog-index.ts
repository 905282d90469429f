import { contentClient } from '@handyman/platform/base';
import { toSummaryEnvelope, type BlogPostEnvelope, type BlogSummaryEnvelope } from '@handyman/platform/blog';

export type BlogFilter = { categoryName: string } | { author: string } | { year: number };

/**
 * GET api/blogindex by category, author or year (a year is asked for as its first to its last
 * day): summaries, each post cut to what its card shows.
 */
export async function getBlogIndex(filter: BlogFilter, page = 1): Promise<BlogSummaryEnvelope> {
  const searchParams = new URLSearchParams();
  if ('categoryName' in filter) searchParams.set('categoryName', filter.categoryName);
  else if ('author' in filter) searchParams.set('author', filter.author);
  else {
    searchParams.set('startDate', `${filter.year}-01-01`);
    searchParams.set('endDate', `${filter.year}-12-31`);
  }
  searchParams.set('page', String(page));
  searchParams.set('fields', 'summary');
  return toSummaryEnvelope(await contentClient().get('api/blogindex', { searchParams }).json<BlogPostEnvelope>());
}
