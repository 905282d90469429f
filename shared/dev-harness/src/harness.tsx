import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import {
  createPageRouter,
  isNotFoundError,
  isPageRedirect,
  loadPage,
  loadResource,
  PageRouterView,
  setRuntimeConfig,
  usePageRouteData,
  usePageRouteError,
  type LoadedPage,
  type RemoteName,
  type RemoteRoute,
  type RemoteRouteModule,
} from '@handyman/platform';
import { ErrorBoundary } from '@handyman/platform/ui';
import { devRuntimeConfig } from './dev-config';
import '@handyman/platform/styles/global.css';

// A small page for developing one remote alone: it mounts the remote's own route module (its
// paths, loaders and components) against content-api, without the shell.

export interface HarnessOptions {
  remote: RemoteName;
  module: RemoteRouteModule;
  /** Example addresses listed on the harness start page. */
  samples: string[];
}

function ErrorNote({ error }: { error: unknown }) {
  return <p role="alert">{isNotFoundError(error) ? 'Not found (the shell shows its 404 page here).' : `Error: ${String(error)}`}</p>;
}

function HarnessPage({ route, id }: { route: RemoteRoute<never>; id: string }) {
  const { pathname } = useLocation();
  const page = usePageRouteData(id) as LoadedPage<never> | undefined;
  const { Component } = route;
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorNote error={error} />}>
      {page?.head?.title ? <title>{page.head.title}</title> : null}
      <Suspense fallback={<p>Loading…</p>}>
        <Component data={page?.data as never} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoaderError({ id }: { id: string }) {
  return <ErrorNote error={usePageRouteError(id)} />;
}

async function runLoader(route: RemoteRoute<never>, { request, params }: LoaderFunctionArgs) {
  try {
    return await route.loader!({
      params,
      url: new URL(request.url),
      signal: request.signal,
      page: (sitePath) => loadPage(sitePath),
      load: (key, fetch) => loadResource(key, fetch),
    });
  } catch (error) {
    if (isPageRedirect(error)) throw redirect(error.location);
    throw error;
  }
}

export function startDevHarness({ remote, module, samples }: HarnessOptions): void {
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
  // The shell's router in the browser, as the site runs it.
  const router = createPageRouter({
    routes: [
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
          ...module.routes.flatMap((route) =>
            route.paths.map((path) => ({
              id: `${route.id}:${path}`,
              path,
              ...(route.loader ? { loader: (args: LoaderFunctionArgs) => runLoader(route, args) } : {}),
              element: <HarnessPage route={route} id={`${route.id}:${path}`} />,
              errorElement: <LoaderError id={`${route.id}:${path}`} />,
            })),
          ),
          { path: '*', element: <p className="container">Not a route of remote-{remote}.</p> },
        ],
      },
    ],
  });
  router.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PageRouterView router={router} />
    </StrictMode>,
  );
}
