import {
  createServerResourceStore,
  dehydrateError,
  dehydrateResources,
  getRuntimeConfig,
  isNotFoundError,
  pathRedirect,
  rehydrateError,
  type RenderState,
} from '@handyman/shared';
import { renderAppPass } from './render-app';
import type { HydrationState } from '../app/hydration-state';

export type PageResult =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; status: number; html: string; state: RenderState; hydration: HydrationState };

/**
 * Renders the page at an address for the HTTP answer: address rules as permanent redirects, then
 * the app; when a page threw (missing content, a failed call), a second pass renders the route's
 * error screen with the content already loaded, so the status and the screen agree.
 */
export async function renderPage(url: URL): Promise<PageResult> {
  const redirect = pathRedirect({ pathname: url.pathname, search: url.search, hash: '' });
  if (redirect) return { kind: 'redirect', status: 301, location: redirect };

  const store = createServerResourceStore();
  let pass = await renderAppPass(url, store);
  const [thrown] = pass.errors;
  if (thrown !== undefined && !isNotFoundError(thrown)) console.warn(`[ssr] ${url.pathname}:`, thrown);
  if (thrown !== undefined && !pass.state.redirect) {
    pass = await renderAppPass(url, store, rehydrateError(dehydrateError(thrown)));
  }
  const { state } = pass;
  if (state.redirect) return { kind: 'redirect', status: 301, location: state.redirect };
  const status = state.status ?? (state.remoteFallbacks.length > 0 || pass.errors.length > 0 ? 503 : 200);
  const hydration: HydrationState = {
    config: getRuntimeConfig(),
    path: url.pathname,
    resources: dehydrateResources(store),
    remoteFallbacks: state.remoteFallbacks,
    remotesRendered: state.remotesRendered,
    ...(state.routeError ? { routeError: dehydrateError(state.routeError) } : {}),
  };
  return { kind: 'page', status, html: pass.html, state, hydration };
}
