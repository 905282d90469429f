import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, parsePath, Router, useRoutes, type Location, type Navigator, type RouteObject } from 'react-router-dom';
import type { PageRouter, PageRouterState, RouteErrors } from './page-router';

// What the page router shows, on the server (StaticPageRoutes) and in the browser (PageRouterView):
// the same tree on both sides, so the browser hydrates the server's HTML; a route's element reads
// its loader's data and error by its route id.

const PageDataContext = createContext<Pick<PageRouterState, 'loaderData' | 'errors'>>({ loaderData: {}, errors: null });

/** The data the loader of the route `routeId` gave for the page shown. */
export function usePageRouteData(routeId: string): unknown {
  return useContext(PageDataContext).loaderData[routeId];
}

/** The loader error the route `routeId` shows (its errorElement is rendered in its place). */
export function usePageRouteError(routeId: string): unknown {
  return useContext(PageDataContext).errors?.[routeId];
}

/** The routes with each route that has an error showing its errorElement. */
function withErrors(routes: RouteObject[], errors: RouteErrors | null): RouteObject[] {
  if (!errors) return routes;
  return routes.map((route) => {
    const shown = route.id !== undefined && route.id in errors ? { ...route, element: route.errorElement, children: undefined } : route;
    return (shown.children ? { ...shown, children: withErrors(shown.children, errors) } : shown) as RouteObject;
  });
}

function Matched({ state }: { state: Pick<PageRouterState, 'routes' | 'errors' | 'location'> }) {
  const routes = useMemo(() => withErrors(state.routes, state.errors), [state.routes, state.errors]);
  return useRoutes(routes, state.location);
}

const STATIC_NAVIGATOR: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  encodeLocation: (to) => {
    const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
    return { pathname, search, hash };
  },
  go: () => {
    throw new Error('A server render cannot navigate');
  },
  push: () => {
    throw new Error('A server render cannot navigate');
  },
  replace: () => {
    throw new Error('A server render cannot navigate');
  },
};

/** A server render: the address with its loaders' data and errors, as the browser's first render will have them. */
export function StaticPageRoutes({
  routes,
  location,
  loaderData,
  errors,
}: {
  routes: RouteObject[];
  location: Location;
  loaderData: Record<string, unknown>;
  errors: RouteErrors | null;
}) {
  const data = useMemo(() => ({ loaderData, errors }), [loaderData, errors]);
  return (
    <Router location={location} navigator={STATIC_NAVIGATOR} static>
      <PageDataContext.Provider value={data}>
        <Matched state={{ routes, errors, location }} />
      </PageDataContext.Provider>
    </Router>
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Scrolls as a visitor expects after a navigation: back where they were, to the hash's element, or to the top. */
function useScrollOnNavigation(router: PageRouter, state: PageRouterState) {
  useLayoutEffect(() => {
    if (!state.initialized) return;
    const { location, action, preventScrollReset } = state;
    const saved = router.scrollPositions[location.key];
    // The first page keeps the scroll the browser (or the visitor, while scripts came) gave it,
    // unless the visitor was on this entry before (a reload, back or forward to it from another page).
    if (state === router.firstState) return void (saved !== undefined && window.scrollTo(0, saved));
    if (action === 'POP' && saved !== undefined) return void window.scrollTo(0, saved);
    if (location.hash) {
      const target = document.getElementById(safeDecode(location.hash.slice(1)));
      if (target) return void target.scrollIntoView();
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, state]);
}

/**
 * The browser's pages: what the router shows, re-rendered on every navigation. `fallback` shows
 * until the first address's loaders are done (a page the browser renders without the server's).
 */
export function PageRouterView({ router, fallback = null, children }: { router: PageRouter; fallback?: ReactNode; children?: ReactNode }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    // A navigation's page renders in a transition, as React Router's own providers do: the browser
    // paints the tap's answer (a pressed link, a modal's opening hash) before the new page's render,
    // and that render yields to the visitor's next input.
    const stop = router.subscribe((next) => startTransition(() => setState(next)));
    // A navigation that ended between this render and the subscription.
    if (router.state !== state) startTransition(() => setState(router.state));
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the state at subscription time only
  }, [router]);
  useScrollOnNavigation(router, state);
  const data = useMemo(() => ({ loaderData: state.loaderData, errors: state.errors }), [state.loaderData, state.errors]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={router.navigator}>
      <PageDataContext.Provider value={data}>
        {children}
        {state.initialized ? <Matched state={state} /> : fallback}
      </PageDataContext.Provider>
    </Router>
  );
}
