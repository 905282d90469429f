import { lazy, type ComponentType } from 'react';
import type { SitePageHead } from './page-head';
import type { PageEnvelope } from '../api/get-page';
import type { RouteSitemap } from './route-sitemap';
import routeContract from './route-contract.json';

// What a remote's exposed "./routes" module is: the pages it owns, each with its path patterns, a
// loader that works the page out before anything renders (its data as a view model, its status,
// its head, or a redirect or not-found), the component that draws the data, and what the sitemap
// lists of it. The shell only knows which address prefixes belong to which remote
// (shell/src/lib/shell-routes.ts): a remote adds, changes or removes a page, its address rules
// (page 1 of a list is the list: a loader's PageRedirect) and its sitemap entries by deploying itself.

/**
 * The contract's version. The shell refuses a route module of another one (its area shows the
 * fallback). It lives in route-contract.json so that a remote's build can write it into its manifest
 * and a release can be checked before it goes live (scripts/release/).
 */
export const ROUTE_MODULE_VERSION: number = routeContract.version;

export interface LoaderArgs {
  /** The matched pattern's parameters (":slug" -> params.slug). */
  params: Readonly<Record<string, string | undefined>>;
  /** The whole address, query included. */
  url: URL;
  /** Aborted when the visitor navigates on before the loader is done. */
  signal: AbortSignal;
  /** The content page at a site path, from the render's content cache (shared with the page's components). */
  page(sitePath: string): Promise<PageEnvelope>;
  /** Any content by a cache key, from the same cache: loaded once per key. */
  load<T>(key: string, fetch: () => Promise<T>): Promise<T>;
}

/** What a loader works out for a page. */
export interface LoadedPage<D> {
  data: D;
  /** Title, description, canonical, robots, JSON-LD, preview picture; applied by the shell. */
  head?: SitePageHead;
  /** The HTTP status; 200 by default. */
  status?: number;
}

export interface RemoteRoute<D = unknown> {
  /** Unique within the module; the browser finds the component by it after hydration. */
  id: string;
  /** Absolute path patterns (React Router syntax), lowercase, exact matches. */
  paths: readonly string[];
  /**
   * Loads the page on the server before its one render, and in the browser before a client
   * navigation shows it. Throws NotFoundError for a missing page and PageRedirect to move the
   * visitor. A route without a loader gets no data (its component loads what it needs).
   */
  loader?: (args: LoaderArgs) => Promise<LoadedPage<D>>;
  Component: ComponentType<{ data: D }>;
  /**
   * Lists the route's paths without parameters in the sitemap even when no content names them (a
   * page the remote itself makes). Paths with parameters are listed when content has pages there.
   */
  inSitemap?: boolean;
  /**
   * The route's addresses content does not name, for the sitemap (a list's further pages, one list
   * per category). Optional: a module without it is still a contract-2 module.
   */
  sitemap?: RouteSitemap;
}

export interface RemoteRouteModule {
  version: number;
  routes: readonly RemoteRoute<never>[];
}

/** Declares a route with its data type checked between loader and component. */
export function defineRoute<D>(route: RemoteRoute<D>): RemoteRoute<never> {
  return route as unknown as RemoteRoute<never>;
}

/**
 * A loader whose code is fetched the first time it runs: `lazyLoader(() => import('./x-loader'),
 * 'xLoader')`. The first page's data comes inside its HTML, so the browser downloads a page's loader
 * (and the mapping it imports) only when the visitor goes to that page in the app.
 */
export function lazyLoader<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const lazy = async (...args: unknown[]) => ((await load())[name] as (...given: unknown[]) => unknown)(...args);
  return lazy as M[K];
}

/** A page component whose code can be fetched ahead of its first render (see lazyPage). */
export interface PreloadablePage {
  preload(): Promise<void>;
}

/**
 * A page component whose code is fetched the first time it renders, or ahead of that by
 * `preload()`: `lazyPage(() => import('./pages/x/XPage'), 'XPage')`. A page shows one of its
 * remote's pages, so the others (and the shared packages only they use) stay off its first load.
 * The shell preloads a route's component beside its loader on a client navigation; while a page
 * hydrates, its area keeps the server's HTML until the component is in. A failed fetch is tried
 * again on the next render.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] & PreloadablePage {
  let loading: Promise<{ default: ComponentType<object> }> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => ({ default: module[name] as ComponentType<object> }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(fetchPage);
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) }) as unknown as M[K] & PreloadablePage;
}

/** Fetches a route component's code ahead of its render when it is a lazyPage (a no-op otherwise). */
export function preloadPageCode(Component: unknown): Promise<void> {
  const page = Component as Partial<PreloadablePage> | null;
  return typeof page?.preload === 'function' ? page.preload() : Promise.resolve();
}

/** True when the module is one this shell can run. */
export function isRouteModule(value: unknown): value is RemoteRouteModule {
  const module = value as Partial<RemoteRouteModule> | null;
  return Boolean(module && module.version === ROUTE_MODULE_VERSION && Array.isArray(module.routes));
}
