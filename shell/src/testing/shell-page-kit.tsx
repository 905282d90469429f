import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { useResourceStore } from '@handyman/platform';
import { shellRouteObjects } from '../app/routing/shell-route-objects';

// Renders the shell's own pages as the app routes them: the page's loader runs first (through the
// browser's content cache), then its element draws the data with its head; a loader that throws
// shows its error screen.

// The pages' code is imported before the tests (as a visitor's browser has it after the first
// chunk): a busy machine's first import of a page must not run out a test's wait.
beforeAll(() =>
  Promise.all([
    import('../pages/home/HomePage'),
    import('../pages/content/ContentPage'),
    import('../pages/contact-success/ContactSuccessPage'),
    import('../pages/estimate-form/EstimateFormPage'),
    import('../pages/office-finder/OfficeFinderPage'),
    import('../pages/office-finder/OfficeStatePage'),
    import('../pages/not-found/NotFoundPage'),
    import('../pages/privacy-choices/PrivacyChoicesPage'),
  ]),
);

/** A shell page at an address, in a memory router with the shell's routes (anything else is "other route"). */
export function renderShellPage(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p role="status">Loading</p>}>
            <Outlet />
          </Suspense>
        ),
        hydrateFallbackElement: <p role="status">Loading</p>,
        children: [...shellRouteObjects(useResourceStore), { path: '*', element: <p>other route</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
