import { useEffect } from 'react';
import { useFeedLink } from '@handyman/platform';
import { upsertLink } from '@handyman/platform/ui';

export const FEED_PATH = '/blog/feed.xml';
const SELECTOR = `link[rel="alternate"][type="application/rss+xml"][href="${FEED_PATH}"]`;

/**
 * Points feed readers at the blog's RSS feed (served by the shell's server) from the head of every
 * blog page, and takes the link away again when the reader leaves the blog. The page's record puts
 * it in the server's HTML; the effect keeps it right through in-app navigation.
 */
export function FeedLink() {
  useFeedLink(FEED_PATH, 'Blog');
  useEffect(() => {
    const link = upsertLink(SELECTOR, { rel: 'alternate', type: 'application/rss+xml', title: 'Blog feed', href: FEED_PATH });
    return () => link.remove();
  }, []);
  return null;
}
