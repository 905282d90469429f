import { renderToString } from 'react-dom/server';
import { createPageRecord, PageRecordContext, type PageRecord } from './page-record';
import { useResponseStatus } from './page-facts';

function Page() {
  useResponseStatus(404);
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
  expect(record.status).toBe(404);
});

test('the browser records nothing, not even into the record it hydrates with', () => {
  const record = createPageRecord('/blog/x', false);
  renderWith(record);
  expect(record.status).toBeUndefined();
});
