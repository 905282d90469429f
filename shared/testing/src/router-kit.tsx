import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface RenderRouteOptions {
  /** The address the test starts at. */
  url?: string;
  /** The route pattern the element is mounted at (params come from it). */
  path?: string;
}

/** Renders an element inside a memory router, as the app would at the given address. */
export function renderRoute(element: ReactElement, { url = '/', path = '*' }: RenderRouteOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>other route</p> },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
