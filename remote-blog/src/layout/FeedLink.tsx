import { useEffect } from 'react';
import { upsertLink } from '@handyman/platform/ui';
import { FEED_PATH } from '../rules/blog-feed';

const SELECTOR = `link[rel="alternate"][type="application/rss+xml"][href="${FEED_PATH}"]`;

/**
 * Keeps the link to the blog's RSS feed in the head through in-app navigation, and takes it away
 * again when the reader leaves the blog. The server's HTML has it from the page's head (each blog
 * route's loader names the feed: head.feed).
 */
export function FeedLink() {
  useEffect(() => {
    const link = upsertLink(SELECTOR, { rel: 'alternate', type: 'application/rss+xml', title: 'Blog feed', href: FEED_PATH });
    return () => link.remove();
  }, []);
  return null;
}
