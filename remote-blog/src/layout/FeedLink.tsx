import { useEffect } from 'react';
import { upsertLink } from '@handyman/shared/ui';

export const FEED_PATH = '/blog/feed.xml';
const SELECTOR = `link[rel="alternate"][type="application/rss+xml"][href="${FEED_PATH}"]`;

/**
 * Points feed readers at the blog's RSS feed (served by the shell's server) from the head of every
 * blog page, and takes the link away again when the reader leaves the blog. The head of the
 * server's HTML is the shell's to write (shell/src/server/document.ts has no slot a remote can
 * fill), so the link for readers without JavaScript must come from there; here it is kept in the
 * head the browser shows, never rendered into the body where a head-only link would be invalid.
 */
export function FeedLink() {
  useEffect(() => {
    const link = upsertLink(SELECTOR, { rel: 'alternate', type: 'application/rss+xml', title: 'Blog feed', href: FEED_PATH });
    return () => link.remove();
  }, []);
  return null;
}
