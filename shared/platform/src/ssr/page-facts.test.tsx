import { renderToString } from 'react-dom/server';
import { createPageRecord, PageRecordContext, type PageRecord } from './page-record';
import { useFeedLink, useResponseStatus } from './page-facts';

function Page() {
  useResponseStatus(404, 'noindex');
  useFeedLink('/blog/feed.xml', 'Blog');
  return null;
}

const renderWith = (record: PageRecord) =>
  renderToString(
    <PageRecordContext.Provider value={record}>
      <Page />
    </PageRecordContext.Provider>,
  );

test("a page's facts go into the server's record", () => {
  const record = createPageRecord('/blog/x', true);
  renderWith(record);
  expect(record).toMatchObject({ status: 404, head: { robots: 'noindex', feed: { href: '/blog/feed.xml', title: 'Blog' } } });
});

test('the browser records nothing, not even into the record it hydrates with', () => {
  const record = createPageRecord('/blog/x', false);
  renderWith(record);
  expect(record.status).toBeUndefined();
  expect(record.head).toEqual({});
});
