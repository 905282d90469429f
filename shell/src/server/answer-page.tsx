import { renderToString } from 'react-dom/server';
import { answersNoOffice, type RuntimeConfigError } from '@handyman/platform';
import { ConfigErrorScreen } from '../config/ConfigErrorScreen';
import { renderDocument } from './document';
import { NO_STORE, PAGE_CACHE_CONTROL, type Answer } from './http-answer';
import type { ServerRemotes, VisitorBuilds } from './remotes/server-remotes';
import { renderPage, type PageResult, type RenderOptions } from './render-page';
import { log } from './ops/logger';
import { metrics } from './ops/shell-metrics';

export interface PageDeps {
  /** The browser build's index.html. */
  template: string;
  /** The shell's own stylesheets. */
  stylesheets: string[];
  /** Every rule of those stylesheets: a remote's stylesheet holding only these is not put inline. */
  shellRules?: ReadonlySet<string>;
  /** The id of the shell's browser build, whose assets its pages load (from /assets/<build>/). */
  build: string;
  remotes: ServerRemotes;
  /** Set while config.json is unusable: every page then says what to fix. */
  configError?: RuntimeConfigError;
}

const HTML = 'text/html; charset=utf-8';
/** A page rendered for one visitor (their recent office in it): their browser may keep it, no CDN. */
export const PRIVATE_PAGE = 'private, max-age=0, must-revalidate';
/** What a 503 asks crawlers and CDNs to wait before trying again, in seconds. */
export const RETRY_AFTER_S = 60;

function cacheControlFor(status: number): Record<string, string> {
  if (status === 200 || status === 404) return { 'Cache-Control': PAGE_CACHE_CONTROL };
  return { 'Cache-Control': NO_STORE, 'Retry-After': String(RETRY_AFTER_S) };
}

/**
 * A page's HTML differs for a request with Sec-GPC: 1 (no advertising tag in it): a cache in front
 * keeps the two copies apart. Nothing else about the visitor's privacy choice changes a page.
 */
export const PAGE_VARY = 'Sec-GPC';

export interface PageOptions extends Pick<RenderOptions, 'seed' | 'visitorOffice' | 'unavailable'> {
  /** The request carried Sec-GPC: 1. */
  gpc?: boolean;
  /** The builds this visitor's page renders with (live, or a canary's). */
  builds: VisitorBuilds;
}

/**
 * The answer for a page address: a redirect, or the server-rendered page with its status.
 * `seed` starts the render's cache with entries of the server's own (its answer to a posted form);
 * `unavailable` renders the page's 503 screen without asking for content (the estimate modal, open
 * with a posted form's answer, included).
 */
export async function answerPage(
  url: URL,
  deps: PageDeps,
  { seed, visitorOffice, gpc = false, builds, unavailable }: PageOptions,
): Promise<Answer> {
  if (deps.configError) {
    const html = renderToString(<ConfigErrorScreen error={deps.configError} />);
    const body = renderDocument(deps.template, { head: {}, status: 503, pageUrl: url.href, stylesheets: [], html });
    return { status: 503, headers: { 'Content-Type': HTML, ...cacheControlFor(503) }, body };
  }
  let result: PageResult;
  const started = performance.now();
  try {
    result = await renderPage(url, builds, { seed, visitorOffice, unavailable, shellBuild: deps.build });
    metrics.renderDuration.observe((performance.now() - started) / 1000);
    if (result.kind === 'page') {
      for (const remote of result.record.remoteFallbacks) metrics.remoteFallbacks.inc({ remote, build: builds.labelOf(remote) });
    }
  } catch (error) {
    // Content did not come within the render's budget (or the render broke): the whole page with
    // its 503 screen, rendered without asking for content again.
    log.error('a page failed to render', { path: url.pathname.slice(0, 200), error });
    try {
      result = await renderPage(url, builds, { unavailable: true, seed, shellBuild: deps.build });
    } catch (fallbackError) {
      log.error('the unavailable page failed to render too', { path: url.pathname.slice(0, 200), error: fallbackError });
      const body = renderDocument(deps.template, { head: {}, status: 503, pageUrl: url.href, stylesheets: deps.stylesheets, html: '' });
      return { status: 503, headers: { 'Content-Type': HTML, ...cacheControlFor(503) }, body };
    }
  }
  if (result.kind === 'redirect') {
    return { status: 301, headers: { Location: result.location, 'Cache-Control': 'public, max-age=3600' }, body: '' };
  }
  const { record, status } = result;
  const remoteCss = builds.stylesheetsFor(record.remotesRendered, result.html, deps.shellRules);
  const body = renderDocument(deps.template, {
    head: record.head,
    status,
    pageUrl: url.href,
    stylesheets: [...deps.stylesheets, ...remoteCss.links],
    inlineCss: remoteCss.inline,
    html: result.html,
    record,
    // A page saying no office serves the visitor's ZIP forgets their office: no room for its bar.
    recentOfficeFlag: !answersNoOffice(url.pathname, url.search),
    gpc,
    mediaHost: record.config?.mediaHost,
  });
  // A remote whose manifest has not been read yet rendered without its stylesheets: send the page,
  // but keep it nowhere, so the next request gets it styled.
  // A page with a visitor's office in it is that visitor's: a CDN must not hand it to others.
  // So is a page rendered while a canary runs: it names the builds of its visitor's side.
  const kept = cacheControlFor(status);
  const personal = (Boolean(record.visitorOffice) || builds.canary) && kept['Cache-Control'] === PAGE_CACHE_CONTROL;
  const caching: Record<string, string> = { ...kept };
  if (personal) caching['Cache-Control'] = PRIVATE_PAGE;
  if (!remoteCss.complete) caching['Cache-Control'] = NO_STORE;
  return { status, headers: { 'Content-Type': HTML, ...caching, Vary: PAGE_VARY }, body };
}
