import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createPageRecord,
  createServerResourceStore,
  PageRecordContext,
  ResourceStoreContext,
  type ResourceStore,
} from '@handyman/platform';
import { mockFetch } from '@handyman/testing';
import { dehydrateResources } from '../../lib/dehydrate';
import { NevadaOffices } from '../../testing/kept-list-kit';
import { directoryOf, OFFICES } from '../../testing/office-finder-kit';
import { renderComplete } from '../../testing/server-render-kit';

function app(path: string, store?: ResourceStore) {
  const router = createMemoryRouter(
    [
      { path: '/offices/state/nevada', element: <NevadaOffices /> },
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
