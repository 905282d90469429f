import type { BlogPost } from '@handyman/contracts';
import { contentClient } from '@handyman/platform/base';
import type { BlogPostEnvelope } from '@handyman/platform/blog';

export const RECENT_POSTS = 5;
export const RECENT_POSTS_KEY = 'blog:recent-links';

/** A recent post as the sidebar shows it: its heading, linking to it. */
export type RecentPost = Pick<BlogPost, 'Heading' | 'SURL'>;

/**
 * GET api/search?filters=type=blogpost&sort=dateupdated&resultsPerPage=5&fields=summary: the
 * sidebar's Recent Posts, each cut to its heading and address (the sidebar is on every blog page).
 */
export async function getRecentPosts(): Promise<RecentPost[]> {
  const searchParams = new URLSearchParams({
    filters: 'type=blogpost',
    sort: 'dateupdated',
    resultsPerPage: String(RECENT_POSTS),
    fields: 'summary',
  });
  const feed = await contentClient().get('api/search', { searchParams }).json<BlogPostEnvelope>();
  return feed.results.map(({ BlogPost: post }) => ({ Heading: post.Heading, SURL: post.SURL }));
}
