import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, Outlet, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { createPageRouter, type PageRouter, type PageRouterOptions } from './page-router';
import { PageRouterView, StaticPageRoutes, usePageRouteData, usePageRouteError } from './page-routes';

function Page({ id }: { id: string }) {
  const { pathname } = useLocation();
  return <h1>{`${String(usePageRouteData(id))} at ${pathname}`}</h1>;
}

function Failed({ id }: { id: string }) {
  const error = usePageRouteError(id);
  return <p role="alert">{error instanceof Error ? error.message : 'no error'}</p>;
}

const layout = (children: RouteObject[]): RouteObject[] => [
  {
    id: 'layout',
    element: (
      <>
        <nav>
          <Link to="/a">to a</Link>
          <Link to="/b">to b</Link>
        </nav>
        <Outlet />
      </>
    ),
    children,
  },
];

/** A page route whose loader answers `data` (or runs `load`) and counts its runs. */
function pageRoute(id: string, path: string, load: (args: LoaderFunctionArgs) => Promise<unknown>) {
  const calls: string[] = [];
  const route: RouteObject = {
    id,
    path,
    loader: (args) => {
      calls.push(new URL(args.request.url).pathname);
      return load(args);
    },
    element: <Page id={id} />,
    errorElement: <Failed id={id} />,
  };
  return { route, calls };
}

const stops: Array<() => void> = [];
let scrolls: Array<[number, number]> = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/a');
  window.sessionStorage.clear();
  scrolls = [];
  jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => void scrolls.push([x, y])) as never);
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.restoreAllMocks();
});

function start(router: PageRouter) {
  stops.push(router.start());
  return render(<PageRouterView router={router} fallback={<p role="status">Loading</p>} />);
}

/** A router on the server's page /a (its data in hand), with the layout around `routes`. */
function routerAtA(routes: RouteObject[], options: Partial<PageRouterOptions> = {}) {
  return createPageRouter({ routes: layout(routes), hydrationData: { loaderData: { a: 'page a' }, errors: null }, ...options });
}

test('the server’s data is the first page: no loader runs for it', async () => {
  const a = pageRoute('a', '/a', async () => 'fresh');
  const router = createPageRouter({ routes: layout([a.route]), hydrationData: { loaderData: { a: 'from the server' }, errors: null } });
  start(router);
  expect(screen.getByRole('heading')).toHaveTextContent('from the server at /a');
  await act(() => Promise.resolve());
  expect(a.calls).toEqual([]);
});

test('without the server’s data the first page shows its fallback until its loader is done', async () => {
  const a = pageRoute('a', '/a', async () => 'loaded');
  start(createPageRouter({ routes: layout([a.route]) }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByRole('heading')).toHaveTextContent('loaded at /a');
  expect(a.calls).toEqual(['/a']);
});

test('a link runs the next page’s loader while the current page stays, then shows it at its address and at the top', async () => {
  let release: (value: string) => void = () => undefined;
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', () => new Promise<string>((resolve) => (release = resolve)));
  const router = routerAtA([a.route, b.route]);
  start(router);
  const before = window.history.length;
  act(() => screen.getByRole('link', { name: 'to b' }).click());
  await waitFor(() => expect(b.calls).toEqual(['/b']));
  expect(screen.getByRole('heading')).toHaveTextContent('page a at /a');
  expect(window.location.pathname).toBe('/a');
  await act(async () => release('page b'));
  expect(screen.getByRole('heading')).toHaveTextContent('page b at /b');
  expect(window.location.pathname).toBe('/b');
  expect(window.history.length).toBe(before + 1);
  expect(scrolls).toContainEqual([0, 0]);
});

test('a loader’s redirect shows its target in the place of the address that redirected', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', async () => {
    throw redirect('/c?from=b', 301);
  });
  const c = pageRoute('c', '/c', async ({ request }) => `page c ${new URL(request.url).search}`);
  const router = routerAtA([a.route, b.route, c.route]);
  start(router);
  const before = window.history.length;
  await act(() => router.navigate('/b'));
  expect(screen.getByRole('heading')).toHaveTextContent('page c ?from=b at /c');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/c?from=b');
  expect(window.history.length).toBe(before + 1);
});

test('a loader that throws shows its route’s error element with the error; the next navigation clears it', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', async () => {
    throw new Error('content did not come');
  });
  const router = routerAtA([a.route, b.route]);
  start(router);
  await act(() => router.navigate('/b'));
  expect(screen.getByRole('alert')).toHaveTextContent('content did not come');
  // The layout around it stays.
  expect(screen.getByRole('link', { name: 'to a' })).toBeInTheDocument();
  await act(() => router.navigate('/a'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('heading')).toHaveTextContent('page a at /a');
});

test('a later navigation wins over one still loading: the earlier one’s page never shows', async () => {
  let releaseB: (value: string) => void = () => undefined;
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', () => new Promise<string>((resolve) => (releaseB = resolve)));
  const c = pageRoute('c', '/c', async () => 'page c');
  const router = routerAtA([a.route, b.route, c.route]);
  start(router);
  const slow = router.navigate('/b');
  await act(() => router.navigate('/c'));
  await act(async () => {
    releaseB('page b');
    await slow;
  });
  expect(screen.getByRole('heading')).toHaveTextContent('page c at /c');
  expect(window.location.pathname).toBe('/c');
});

test('back runs the page’s loader again and returns to where the visitor had scrolled', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', async () => 'page b');
  const router = routerAtA([a.route, b.route]);
  start(router);
  Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
  await act(() => router.navigate('/b'));
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  scrolls = [];
  act(() => window.history.back());
  await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('page a at /a'));
  expect(a.calls).toEqual(['/a']);
  expect(scrolls).toEqual([[0, 640]]);
});

test('a change of the hash alone runs no loader and scrolls to its element', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const router = routerAtA([a.route]);
  start(router);
  const target = document.createElement('section');
  target.id = 'reviews';
  target.scrollIntoView = jest.fn();
  document.body.append(target);
  await act(() => router.navigate('/a#reviews'));
  expect(a.calls).toEqual([]);
  expect(window.location.hash).toBe('#reviews');
  expect(target.scrollIntoView).toHaveBeenCalled();
  target.remove();
});

test('routes that join before a navigation matches are matched by it', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const late = pageRoute('late', '/late', async () => 'late page');
  const router = createPageRouter({
    routes: layout([a.route, { path: '*', element: <p>not found</p> }]),
    hydrationData: { loaderData: { a: 'page a' }, errors: null },
    beforeMatch: async (pathname) => {
      if (pathname === '/late') router.patchRoutes('layout', [late.route]);
    },
  });
  start(router);
  await act(() => router.navigate('/late'));
  expect(screen.getByRole('heading')).toHaveTextContent('late page at /late');
});

test('the browser’s first render hydrates the server’s HTML of the same data without a mismatch, an error page included', async () => {
  const b = pageRoute('b', '/b', async () => 'page b');
  const routes = layout([b.route]);
  for (const [loaderData, errors] of [
    [{ b: 'page b' }, null],
    [{}, { b: new Error('gone') }],
  ] as const) {
    window.history.replaceState(null, '', '/b');
    const html = renderToString(
      <StaticPageRoutes
        routes={routes}
        location={{ pathname: '/b', search: '', hash: '', state: null, key: 'default' }}
        loaderData={loaderData}
        errors={errors}
      />,
    );
    expect(html).toContain(errors ? 'gone' : 'page b at /b');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const router = createPageRouter({ routes, hydrationData: { loaderData, errors } });
    const root = await act(async () =>
      hydrateRoot(container, <PageRouterView router={router} />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  }
  expect(b.calls).toEqual([]);
});

test('following a link to the hash the address already has runs no loader; leaving the hash runs them again', async () => {
  window.history.replaceState(null, '', '/a#top');
  const a = pageRoute('a', '/a', async () => 'page a');
  const router = routerAtA([a.route]);
  start(router);
  await act(() => router.navigate('/a#top'));
  expect(a.calls).toEqual([]);
  scrolls = [];
  await act(() => router.navigate('/a', { replace: true, preventScrollReset: true }));
  expect(a.calls).toEqual(['/a']);
  expect(window.location.hash).toBe('');
  expect(scrolls).toEqual([]);
});

test('a history entry the browser refuses brings the address by a full load, and the page stays as it was', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', async () => 'page b');
  const loadDocument = jest.fn();
  const router = routerAtA([a.route, b.route], { loadDocument });
  start(router);
  jest.spyOn(window.history, 'pushState').mockImplementation(() => {
    throw new DOMException('Attempt to use history.pushState() more than 100 times per 10 seconds', 'SecurityError');
  });
  await act(() => router.navigate('/b'));
  expect(loadDocument).toHaveBeenCalledWith('/b');
  expect(screen.getByRole('heading')).toHaveTextContent('page a at /a');
});

test('a redirect off the site brings that address by a full load', async () => {
  const a = pageRoute('a', '/a', async () => 'page a');
  const b = pageRoute('b', '/b', async () => {
    throw redirect('https://elsewhere.example/page');
  });
  const loadDocument = jest.fn();
  const router = routerAtA([a.route, b.route], { loadDocument });
  start(router);
  await act(() => router.navigate('/b'));
  expect(loadDocument).toHaveBeenCalledWith('https://elsewhere.example/page');
  expect(window.location.pathname).toBe('/a');
});
