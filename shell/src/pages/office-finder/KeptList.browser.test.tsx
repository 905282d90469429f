import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockFetch } from '@handyman/testing';
import { NevadaOffices } from '../../testing/kept-list-kit';
import { directoryOf, OFFICES } from '../../testing/office-finder-kit';

// Apart from the server render's test: a server render in the same module registry leaves the
// router's context set for later browser renders.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

test('rendered in the browser (after an in-app navigation), the list loads its data and is not marked as the server’s', async () => {
  const fetchMock = mockFetch({ 'GET /localoffice/directory': directoryOf(OFFICES, 'NV') });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <NevadaOffices />,
      },
    ],
    { initialEntries: ['/offices/state/nevada'] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(container.textContent).toContain('Brightwood Handyman of Summerlin');
  expect(container.querySelector('[data-kept-html]')).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
