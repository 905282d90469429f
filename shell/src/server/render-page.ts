import {
  createServerResourceStore,
  getRuntimeConfig,
  NotFoundError,
  ServiceUnavailableError,
  SITE_SETTINGS_KEY,
  type PageRecord,
  type RuntimeConfig,
} from '@handyman/platform';
import { dehydrateResources } from '../lib/dehydrate';
import { pathRedirect } from '../lib/path-rules';
import type { RemoteLoader } from '../lib/remote-loader';
import { officeTagsOf } from './office-tags';
import { ESTIMATE_POST_FIELDS } from '@handyman/estimate';
import { formStamp } from './form-stamp';
import { renderAppPass } from './render-app';

/** Longest path that can name a page (the content service refuses longer ones): longer is a 404. */
export const MAX_PAGE_PATH_LENGTH = 512;

export type PageResult =
  { kind: 'redirect'; status: 301; location: string } | { kind: 'page'; status: number; html: string; record: PageRecord };

/**
 * The builds of the remotes a page renders with (the visitor's, ServerRemotes.select): each render
 * pass gets its own RemoteLoader over them, and the page tells the browser to load exactly them.
 */
export interface RenderRemotes {
  forRender(): RemoteLoader;
  pageConfig(config: RuntimeConfig): Pick<PageRecord, 'builds'> & { config: RuntimeConfig };
}

export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
}

/** A page threw while rendering: a bug, or content its loader did not check. The answer is the 503 page. */
export class RenderFailedError extends Error {
  override readonly name = 'RenderFailedError';
}

/**
 * Renders the page at an address for the HTTP answer, once: address rules as permanent redirects,
 * then the app, whose route loaders decide before it renders whether the page is there (a 404
 * screen in the same render), somewhere else (a 301) or unavailable (the area's 503 fallback). A
 * page that throws while rendering fails the render (RenderFailedError): the caller answers with the
 * 503 page, as for a render that took too long.
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
  /** The shell's browser build the page loads (named in the record with the remotes' builds). */
  shellBuild?: string;
}

export async function renderPage(
  url: URL,
  remotes: RenderRemotes,
  { unavailable = false, seed: given = {}, visitorOffice, shellBuild }: RenderOptions = {},
): Promise<PageResult> {
  // Every render holds its form stamp, which the estimate form posts back without script.
  const seed = { [ESTIMATE_POST_FIELDS.shown]: formStamp(), ...given };
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
  const pass = await renderAppPass(url, store, remotes.forRender(), firstError, visitorOffice);
  if ('redirect' in pass) return { kind: 'redirect', status: 301, location: pass.redirect };
  if (pass.timedOut) throw new RenderTimeoutError(`${url.pathname.slice(0, 200)} was not rendered in time`);
  const [thrown] = pass.errors;
  if (thrown !== undefined) throw new RenderFailedError(`${url.pathname.slice(0, 200)} threw while rendering`, { cause: thrown });
  const { record } = pass;
  // Without the site settings the page lacks its base URL, phone and menus: a 503, so neither a
  // CDN nor the render cache keeps it.
  const settingsFailed = store.getState().entries[SITE_SETTINGS_KEY]?.status === 'error';
  const failed = settingsFailed || record.remoteFallbacks.length > 0;
  const status = settingsFailed ? 503 : (record.status ?? (failed ? 503 : 200));
  const officeTags = officeTagsOf(store, url.pathname);
  if (officeTags) record.head.officeTags = officeTags;
  // What the browser hydrates with: the config (naming the builds this render had) and the content.
  const { config, builds } = remotes.pageConfig(getRuntimeConfig());
  record.config = config;
  record.builds = { ...builds, ...(shellBuild ? { shell: shellBuild } : {}) };
  record.resources = dehydrateResources(store, Object.keys(seed));
  return { kind: 'page', status, html: pass.html, record };
}
