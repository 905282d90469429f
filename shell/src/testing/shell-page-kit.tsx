import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { createPageRouter, PageRouterView, useResourceStore } from '@handyman/platform';
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

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A shell page at an address, in the browser's router with the shell's routes (anything else is "other route"). */
export function renderShellPage(url: string) {
  window.history.replaceState(null, '', url);
  const router = createPageRouter({
    routes: [
      {
        element: (
          <Suspense fallback={<p role="status">Loading</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [...shellRouteObjects(useResourceStore), { path: '*', element: <p>other route</p> }],
      },
    ],
  });
  stops.push(router.start());
  return { router, ...render(<PageRouterView router={router} fallback={<p role="status">Loading</p>} />) };
}
