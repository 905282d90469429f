import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createPageRecord,
  createServerResourceStore,
  getOfficeDirectory,
  PageRecordContext,
  ResourceStoreContext,
  type ResourceStore,
} from '@handyman/platform';
import { mockFetch } from '@handyman/testing';
import { dehydrateResources } from '../../app/dehydrate';
import { KeptList } from './KeptList';
import { OfficeCard } from './OfficeCard';
import { directoryKey } from './use-offices';
import { directoryOf, OFFICES } from '../../testing/office-finder-kit';

// React's Node renderer schedules with setImmediate, which the jsdom test environment lacks.
globalThis.setImmediate ??= nodeSetImmediate;

function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => queueMicrotask(() => stream.pipe(sink)),
      onShellError: reject,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
  });
}

const List = () => (
  <KeptList id="state-offices" resourceKey={directoryKey('NV')} load={() => getOfficeDirectory('NV')}>
    {(offices) => (
      <ul>
        {offices.map((office) => (
          <OfficeCard key={office.HomePageLink.URL} office={office} />
        ))}
      </ul>
    )}
  </KeptList>
);

function app(path: string, store?: ResourceStore) {
  const router = createMemoryRouter(
    [
      { path: '/offices/state/nevada', element: <List /> },
      { path: '*', element: <p>another page</p> },
    ],
    { initialEntries: [path] },
  );
  const page = (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
  return { router, element: store ? <ResourceStoreContext value={store}>{page}</ResourceStoreContext> : page };
}

test('the server renders the list into its HTML, marked to be kept, without its data in the JSON state', async () => {
  mockFetch({ 'GET /localoffice/directory': directoryOf(OFFICES, 'NV') });
  const store = createServerResourceStore();
  const record = createPageRecord('/offices/state/nevada', true);
  const html = await renderComplete(<PageRecordContext value={record}>{app('/offices/state/nevada', store).element}</PageRecordContext>);
  expect(html).toContain('Brightwood Handyman of Summerlin');
  const state = JSON.stringify(dehydrateResources(store));
  expect(state).not.toContain('Summerlin');
  expect(state).not.toContain('702-555-0142');

  // The browser keeps exactly this markup: the element it finds by id is marked as the server's.
  const container = document.createElement('div');
  container.innerHTML = html;
  expect(container.querySelector('#state-offices')?.getAttribute('data-kept-html')).toBe('server');
});
