import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createPageRecord, PageRecordContext } from '@handyman/platform';
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

test("the server's record of a blog page names the feed, so the server's HTML links it", () => {
  const record = createPageRecord('/blog', true);
  renderToString(
    <PageRecordContext.Provider value={record}>
      <FeedLink />
    </PageRecordContext.Provider>,
  );
  expect(record.head.feed).toEqual({ href: '/blog/feed.xml', title: 'Blog' });
});
