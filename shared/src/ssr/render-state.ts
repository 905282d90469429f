import { createContext, useContext } from 'react';
import type { RemoteName } from '../contracts/remotes';

// What one server render records for its HTTP answer (status, redirect, head tags), and what the
// browser's first render must know of it to hydrate the same markup (the route's error, the remote
// areas sent as their fallback). Per request: never a module-level value.

export interface ServerHead {
  title?: string;
  description?: string;
  robots?: string;
  canonical?: string;
  /** The brand's favicon links (from global settings), replacing the page template's placeholder. */
  icons?: { rel: string; sizes: string; href: string; type?: string }[];
  /** The browser theme colour (global settings), replacing the template's. */
  themeColor?: string;
}

export interface RenderState {
  /** True while rendering on the server: components record into this object. */
  server: boolean;
  /** The path rendered (the route error applies to this address only). */
  path: string;
  /** The error the route's boundary shows (a second server pass, and the hydration after it). */
  routeError?: Error;
  /** Remote areas sent as their fallback. */
  remoteFallbacks: RemoteName[];
  /** Remotes whose pages rendered (their stylesheets go in the head). */
  remotesRendered: RemoteName[];
  head: ServerHead;
  status?: number;
  redirect?: string;
}

export function createRenderState(path: string, server: boolean, routeError?: Error): RenderState {
  return { server, path, remoteFallbacks: [], remotesRendered: [], head: {}, ...(routeError ? { routeError } : {}) };
}

export const RenderStateContext = createContext<RenderState | null>(null);

/** The render's state on the server and during the browser's first render; null otherwise. */
export function useRenderState(): RenderState | null {
  return useContext(RenderStateContext);
}

/** The server render's record, or null in the browser (where nothing is recorded). */
export function useServerRecord(): RenderState | null {
  const state = useContext(RenderStateContext);
  return state?.server ? state : null;
}

/** The error a route boundary starts with at this address: the one the server rendered. */
export function useInitialRouteError(pathname: string): Error | undefined {
  const state = useContext(RenderStateContext);
  return state && state.path === pathname ? state.routeError : undefined;
}

/** Sets the server answer's status (and robots), e.g. 404 with noindex for the not-found page. */
export function useResponseStatus(status: number, robots?: string): void {
  const record = useServerRecord();
  if (!record) return;
  record.status = status;
  if (robots) record.head.robots = robots;
}
