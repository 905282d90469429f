import {
  createServerResourceStore,
  getRuntimeConfig,
  isNotFoundError,
  NotFoundError,
  safeSitePath,
  ServiceUnavailableError,
  SITE_SETTINGS_KEY,
  type PageRecord,
} from '@handyman/platform';
import { dehydrateError, dehydrateResources, rehydrateError } from '../lib/dehydrate';
import { pathRedirect } from '../lib/path-rules';
import type { RemoteLoader } from '../lib/remote-loader';
import { renderAppPass } from './render-app';
import { log } from './ops/logger';

/** Longest path that can name a page (the content service refuses longer ones): longer is a 404. */
export const MAX_PAGE_PATH_LENGTH = 512;

export type PageResult =
  { kind: 'redirect'; status: 301; location: string } | { kind: 'page'; status: number; html: string; record: PageRecord };

/** Gives each render pass its own RemoteLoader (the server's remotes, ServerRemotes.forRender). */
export interface RenderRemotes {
  forRender(): RemoteLoader;
}

export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
}

/**
 * Renders the page at an address for the HTTP answer: address rules as permanent redirects, then
 * the app; when a page threw (missing content, a failed call), a second pass renders the route's
 * error screen with the content already loaded, so the status and the screen agree.
 *
 * `unavailable` renders the 503 screen without asking for any content (the whole page, header and
 * footer with their built-in phone number), for when the content did not come in time.
 */
export interface RenderOptions {
  unavailable?: boolean;
  /** Entries the render's cache starts with (the server's answer to a posted form). */
  seed?: Record<string, unknown>;
  /** The visitor's recent office, from the request's cookie: its bar and phone are rendered. */
  visitorOffice?: string;
}

export async function renderPage(
  url: URL,
  remotes: RenderRemotes,
  { unavailable = false, seed = {}, visitorOffice }: RenderOptions = {},
): Promise<PageResult> {
  const redirect = pathRedirect({ pathname: url.pathname, search: url.search, hash: '' });
  if (redirect && !unavailable) return { kind: 'redirect', status: 301, location: redirect };

  const store = createServerResourceStore({ offline: unavailable });
  for (const [key, data] of Object.entries(seed))
    store.setState((state) => ({ entries: { ...state.entries, [key]: { status: 'success', data } } }));
  const firstError = unavailable
    ? new ServiceUnavailableError()
    : url.pathname.length > MAX_PAGE_PATH_LENGTH
      ? new NotFoundError()
      : undefined;
  const first = await renderAppPass(url, store, remotes.forRender(), firstError, visitorOffice);
  if ('redirect' in first) return { kind: 'redirect', status: 301, location: first.redirect };
  let pass = first;
  if (pass.timedOut) throw new RenderTimeoutError(`${url.pathname.slice(0, 200)} was not rendered in time`);
  const [thrown] = pass.errors;
  if (thrown !== undefined && !isNotFoundError(thrown))
    log.warn('a page threw while rendering', { path: url.pathname.slice(0, 200), error: thrown });
  const location = pass.record.redirect === undefined ? undefined : safeSitePath(pass.record.redirect);
  if (location) return { kind: 'redirect', status: 301, location };
  if (thrown !== undefined || pass.record.redirect !== undefined) {
    // A redirect to somewhere off the site (content can name one) leads nowhere: not found.
    const error = thrown ?? new NotFoundError();
    // A page that works itself out while rendering (no loader) can only tell so now: its error screen
    // is rendered in a second pass. A route with a loader never gets here.
    const second = await renderAppPass(url, store, remotes.forRender(), rehydrateError(dehydrateError(error)), visitorOffice);
    if ('redirect' in second) return { kind: 'redirect', status: 301, location: second.redirect };
    pass = second;
    if (pass.timedOut) throw new RenderTimeoutError(`${url.pathname.slice(0, 200)} was not rendered in time`);
  }
  const { record } = pass;
  // Without the site settings the page lacks its base URL, phone and menus: a 503, so neither a
  // CDN nor the render cache keeps it.
  const settingsFailed = store.getState().entries[SITE_SETTINGS_KEY]?.status === 'error';
  const failed = settingsFailed || record.remoteFallbacks.length > 0 || pass.errors.length > 0;
  const status = settingsFailed ? 503 : (record.status ?? (failed ? 503 : 200));
  // What the browser hydrates with: the config and the content this render had.
  record.config = getRuntimeConfig();
  record.resources = dehydrateResources(store, Object.keys(seed));
  return { kind: 'page', status, html: pass.html, record };
}
