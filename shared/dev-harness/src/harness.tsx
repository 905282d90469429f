import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { isNotFoundError, routesOfRemote, setRuntimeConfig, type RemoteName, type RemoteRouteModule } from '@handyman/platform';
import { ErrorBoundary } from '@handyman/platform/ui';
import { devRuntimeConfig } from './dev-config';
import '@handyman/platform/styles/global.css';

// A small page for developing one remote alone: it mounts the remote's own routes (the rows of the
// shared route table that belong to it) against content-api, without the shell.

export interface HarnessOptions<R extends RemoteName> {
  remote: R;
  pages: RemoteRouteModule<R>['pages'];
  /** Example addresses listed on the harness start page. */
  samples: string[];
}

function HarnessPage({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <p role="alert">{isNotFoundError(error) ? 'Not found (the shell shows its 404 page here).' : `Error: ${String(error)}`}</p>
      )}
    >
      <Page />
    </ErrorBoundary>
  );
}

export function startDevHarness<R extends RemoteName>({ remote, pages, samples }: HarnessOptions<R>): void {
  const config = devRuntimeConfig(window.location.search);
  setRuntimeConfig(config);
  const frame = (
    <>
      <header style={{ padding: '8px 16px', background: '#1c2530', color: '#fff', fontSize: 14 }}>
        remote-{remote} dev harness · content-api {config.contentApiBaseUrl} ·{' '}
        <Link style={{ color: '#fff' }} to="/">
          examples
        </Link>
      </header>
      <Outlet />
    </>
  );
  const router = createBrowserRouter([
    {
      element: frame,
      children: [
        {
          index: true,
          element: (
            <ul className="container">
              {samples.map((path) => (
                <li key={path}>
                  <Link to={path}>{path}</Link>
                </li>
              ))}
            </ul>
          ),
        },
        ...routesOfRemote(remote).map(({ path, page }) => ({ path, element: <HarnessPage Page={pages[page]} /> })),
        { path: '*', element: <p className="container">Not a route of remote-{remote}.</p> },
      ],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
