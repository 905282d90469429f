import { contentClient, type BlogPostEnvelope } from '@handyman/platform';

export const RECENT_POSTS = 5;
export const RECENT_POSTS_KEY = 'blog:recent';

/** GET api/search?filters=type=blogpost&sort=dateupdated&resultsPerPage=5: the sidebar's Recent Posts. */
export function getRecentPosts(): Promise<BlogPostEnvelope> {
  const searchParams = new URLSearchParams({ filters: 'type=blogpost', sort: 'dateupdated', resultsPerPage: String(RECENT_POSTS) });
  return contentClient().get('api/search', { searchParams }).json<BlogPostEnvelope>();
}
