import { createPath, parsePath, type Location, type NavigationType, type Navigator, type RouteObject, type To } from 'react-router-dom';
import { runLoaders, type Loaded, type RouteErrors } from './route-loaders';

// The site's router in the browser: React Router in its declarative mode (<Router> and useRoutes),
// with the part of the data router the site uses written here. A navigation matches its address,
// runs the matched routes' loaders (the same loaders the server's static handler runs), follows a
// loader's redirect, and only then shows the new address with its data, the old page staying up
// meanwhile. The data router itself (about 15 KB compressed on every page) is never sent: the
// server keeps React Router's static handler to run loaders, and both sides render with PageRoutes,
// so the tree the browser hydrates is the server's.

export type { RouteErrors } from './route-loaders';

/** What the pages show: an address, its loaders' data and errors, and the routes they matched against. */
export interface PageRouterState {
  location: Location;
  /** How the address was reached: POP (first load, back, forward), PUSH or REPLACE. */
  action: NavigationType;
  loaderData: Record<string, unknown>;
  errors: RouteErrors | null;
  routes: RouteObject[];
  /** False until the first address's loaders have run (a page the browser renders by itself). */
  initialized: boolean;
  /** The navigation asked to keep the scroll position. */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface PageRouterOptions {
  routes: RouteObject[];
  /** The server's loader data and errors: the first render shows them, and no loader runs for it. */
  hydrationData?: { loaderData: Record<string, unknown>; errors: RouteErrors | null };
  /** Runs before a navigation matches its address (where routes that load on demand join). */
  beforeMatch?: (pathname: string) => Promise<void>;
  /** How an address comes by a full page load (a redirect off the site, a refused history entry). */
  loadDocument?: (href: string) => void;
}

/** How many redirects in a row one navigation follows before it is an error. */
const MAX_REDIRECTS = 20;
const SCROLL_KEY = 'page-router-scroll';

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryOf(state: unknown): HistoryEntry {
  return state && typeof state === 'object' ? (state as HistoryEntry) : {};
}

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = entryOf(window.history.state);
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** A move within the page: same path and query, to a hash (a move to no hash runs the loaders again). */
function isHashChangeOnly(from: Location, to: Location): boolean {
  if (from.pathname !== to.pathname || from.search !== to.search) return false;
  return to.hash !== '';
}

/** Saved scroll positions per history entry: back and forward come back to where the visitor was. */
function readScrollPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SCROLL_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export class PageRouter {
  state: PageRouterState;
  private readonly listeners = new Set<(state: PageRouterState) => void>();
  private readonly beforeMatch: PageRouterOptions['beforeMatch'];
  private readonly loadDocument: (href: string) => void;
  private routes: RouteObject[];
  private index: number;
  private sequence = 0;
  private controller: AbortController | null = null;
  readonly scrollPositions: Record<string, number> = readScrollPositions();
  /** The state the router started with (the server's page): no scrolling for it. */
  readonly firstState: PageRouterState;

  constructor({ routes, hydrationData, beforeMatch, loadDocument = (href) => window.location.assign(href) }: PageRouterOptions) {
    this.routes = routes;
    this.beforeMatch = beforeMatch;
    this.loadDocument = loadDocument;
    const entry = entryOf(window.history.state);
    this.index = entry.idx ?? 0;
    if (entry.idx === undefined || entry.key === undefined)
      window.history.replaceState({ ...entry, usr: entry.usr ?? null, key: entry.key ?? newKey(), idx: this.index }, '');
    this.state = {
      location: windowLocation(),
      action: 'POP' as NavigationType,
      loaderData: hydrationData?.loaderData ?? {},
      errors: hydrationData?.errors ?? null,
      routes,
      initialized: hydrationData !== undefined,
      preventScrollReset: true,
    };
    this.firstState = this.state;
  }

  /** Listens to back and forward (and runs the first address's loaders without hydration data); returns the way to stop. */
  start(): () => void {
    window.history.scrollRestoration = 'manual';
    const onPop = () => {
      this.saveScroll();
      const entry = entryOf(window.history.state);
      this.index = entry.idx ?? this.index;
      void this.load(windowLocation(), 'POP' as NavigationType, {});
    };
    const onHide = () => {
      this.saveScroll();
      try {
        window.sessionStorage.setItem(SCROLL_KEY, JSON.stringify(this.scrollPositions));
      } catch {
        // Storage may be full or refused: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', onHide);
    if (!this.state.initialized) void this.load(this.state.location, 'POP' as NavigationType, {});
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
    };
  }

  subscribe(listener: (state: PageRouterState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Goes to an address (or back and forward by a number of entries): its loaders run first, the current page stays until they are done. */
  navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') return (void window.history.go(to), Promise.resolve());
    const path = typeof to === 'string' ? parsePath(to) : to;
    const current = this.state.location;
    const location: Location = {
      pathname: path.pathname || current.pathname,
      search: path.search ?? (path.pathname ? '' : current.search),
      hash: path.hash ?? '',
      state: options.state ?? null,
      key: newKey(),
    };
    this.saveScroll();
    const action = (options.replace ? 'REPLACE' : 'PUSH') as NavigationType;
    // Only the hash changes (or stays): the page stays as it is (no loader runs), as the data router does.
    if (isHashChangeOnly(current, location)) {
      this.sequence += 1;
      this.commit(location, action, options, { loaderData: this.state.loaderData, errors: this.state.errors });
      return Promise.resolve();
    }
    return this.load(location, action, options);
  }

  /** Adds routes under the route `parentId` (children whose id it already has are left out); the next navigation matches them. */
  patchRoutes(parentId: string, children: RouteObject[]): void {
    const patch = (routes: RouteObject[]): RouteObject[] =>
      routes.map((route) => {
        if (route.id === parentId) {
          const have = new Set((route.children ?? []).map((child) => child.id));
          return { ...route, children: [...(route.children ?? []), ...children.filter((child) => !have.has(child.id))] } as RouteObject;
        }
        return route.children ? ({ ...route, children: patch(route.children) } as RouteObject) : route;
      });
    this.routes = patch(this.routes);
  }

  /** What <Router> calls for links and useNavigate. */
  readonly navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation: (to) => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    go: (delta) => window.history.go(delta),
    push: (to, state, options) => void this.navigate(to, { state, preventScrollReset: options?.preventScrollReset ?? false }),
    replace: (to, state, options) =>
      void this.navigate(to, { replace: true, state, preventScrollReset: options?.preventScrollReset ?? false }),
  };

  private saveScroll(): void {
    this.scrollPositions[this.state.location.key] = window.scrollY;
  }

  private async load(location: Location, action: NavigationType, options: NavigateOptions, redirects = 0): Promise<void> {
    const sequence = ++this.sequence;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    // A module that fails to load leaves its addresses to the routes in hand (their fallbacks).
    await this.beforeMatch?.(location.pathname).catch(() => undefined);
    if (sequence !== this.sequence) return;
    const loaded = await runLoaders(this.routes, location, controller.signal);
    // A later navigation (or back and forward) took over: its own result will show.
    if (sequence !== this.sequence) return;
    if (loaded.redirect !== undefined) {
      const target = new URL(loaded.redirect, window.location.href);
      if (target.origin !== window.location.origin || redirects >= MAX_REDIRECTS) return void this.loadDocument(target.href);
      const next = { pathname: target.pathname, search: target.search, hash: target.hash, state: null, key: newKey() };
      // The address that redirected never shows: the target takes its place in the history.
      return this.load(next, (action === 'PUSH' ? 'PUSH' : 'REPLACE') as NavigationType, { ...options, state: undefined }, redirects + 1);
    }
    this.commit(location, action, options, loaded);
  }

  private commit(location: Location, action: NavigationType, options: NavigateOptions, loaded: Loaded): void {
    const href = createPath(location);
    try {
      if (action === 'PUSH') {
        window.history.pushState({ usr: location.state, key: location.key, idx: this.index + 1 }, '', href);
        this.index += 1;
      } else if (action === 'REPLACE') {
        window.history.replaceState({ usr: location.state, key: location.key, idx: this.index }, '', href);
      }
    } catch {
      // A browser may refuse the history entry (too many in a short time, a state it cannot
      // copy): the address then comes by a full load, as React Router does.
      return void this.loadDocument(href);
    }
    this.state = {
      location,
      action,
      loaderData: loaded.loaderData,
      errors: loaded.errors,
      routes: this.routes,
      initialized: true,
      preventScrollReset: options.preventScrollReset ?? false,
    };
    for (const listener of this.listeners) listener(this.state);
  }
}

export function createPageRouter(options: PageRouterOptions): PageRouter {
  return new PageRouter(options);
}
