import { render } from '@testing-library/react';
import { FeedLink } from './FeedLink';

const feedLinks = () => document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');

test('a blog page puts one feed link in the head and takes it away when left', () => {
  const page = render(<FeedLink />);
  page.rerender(<FeedLink />);
  expect(feedLinks()).toHaveLength(1);
  expect(feedLinks()[0]).toHaveAttribute('href', '/blog/feed.xml');
  page.unmount();
  expect(feedLinks()).toHaveLength(0);
});
