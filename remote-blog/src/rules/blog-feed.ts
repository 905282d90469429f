/** The blog's RSS feed (served by the shell's server), linked from the head of every blog page. */
export const FEED_PATH = '/blog/feed.xml';

/** The feed as a page's head names it. */
export const BLOG_FEED = { href: FEED_PATH, title: 'Blog' } as const;
