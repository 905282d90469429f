// An office page as the shell serves it, for component tests: its loader runs first (through the
// shared content cache, against the test's fetch mock), then its component draws the data.
import type { ComponentType } from 'react';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, useRouteError } from 'react-router-dom';
import { loadPage, loadResource, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';

interface OfficeRoute<D> {
  loader: (args: LoaderArgs) => Promise<LoadedPage<D>>;
  Component: ComponentType<{ data: D }>;
}

/** A loader's arguments for an address, its content calls going through the shared cache. */
export function loaderArgs(url: string, params: Record<string, string>): LoaderArgs {
  return {
    params,
    url: new URL(url, 'http://site'),
    signal: new AbortController().signal,
    page: (sitePath) => loadPage(sitePath),
    load: (key, fetch) => loadResource(key, fetch),
  };
}

function LoaderFailed() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? `${error.name}: ${error.message}` : 'Failed'}</p>;
}

/** Renders a route at an address once its loader is done: its data in its component, or the loader's error in an alert. */
export async function renderOfficeRoute<D>({ loader, Component }: OfficeRoute<D>, { url, path }: { url: string; path: string }) {
  function Page() {
    const page = useLoaderData() as LoadedPage<D>;
    return <Component data={page.data} />;
  }
  const router = createMemoryRouter(
    [
      {
        path,
        loader: ({ params, request }) =>
          loader({ ...loaderArgs(request.url, {}), params, url: new URL(request.url), signal: request.signal }),
        element: <Page />,
        errorElement: <LoaderFailed />,
      },
      { path: '*', element: <p>other route</p> },
    ],
    { initialEntries: [url] },
  );
  const rendered = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return { router, ...rendered };
}
