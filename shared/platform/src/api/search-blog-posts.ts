import type { ContentEnvelope, BlogPost } from '@handyman/contracts';
import { contentClient } from './client';

export type BlogPostEnvelope = ContentEnvelope<{ BlogPost: BlogPost }>;

export interface BlogSearch {
  query?: string;
  page?: number;
  resultsPerPage?: number;
}

/** GET api/search for blog posts, newest first. */
export function searchBlogPosts({ query, page = 1, resultsPerPage = 10 }: BlogSearch = {}): Promise<BlogPostEnvelope> {
  const searchParams = new URLSearchParams({
    filters: 'type=BlogPost',
    sort: 'DatePublished=dec',
    page: String(page),
    resultsPerPage: String(resultsPerPage),
  });
  if (query) searchParams.set('query', query);
  return contentClient().get('api/search', { searchParams }).json<BlogPostEnvelope>();
}
