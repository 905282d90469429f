import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZIP_LOOKUP_ACTION } from '@handyman/offices';
import { isEstimatePost, readEstimatePost, type EstimateSubmission } from '@handyman/estimate';
import { answersNoOffice, getRuntimeConfig, RECENT_OFFICE_COOKIE_REMOVAL, recentOfficeFromCookies } from '@handyman/platform';
import { foreignOriginProblem, originOf } from '@handyman/contracts/server';
import { answerPage, PAGE_VARY, PRIVATE_PAGE, type PageDeps } from './answer-page';
import { PRIVACY_CHOICES_PATH } from '../lib/shell-routes';
import { readPrivacyChoice } from '../privacy/privacy-choice';
import { PRIVACY_STATE_KEY, type PrivacyState } from '../privacy/privacy-state';
import { privacyChoicesAnswer } from './privacy-choices-answer';
import { estimatePostAnswer, submissionSeed } from './estimate-post-answer';
import { readFormBody } from './form-body';
import { NO_STORE, sendAnswer, type Answer } from './http-answer';
import { AdmissionRefused, type Admission } from './ops/admission';
import { asFileAnswer, DOCUMENT_ONLY_HEADERS } from './ops/security-headers';
import { currentRequest } from './ops/request-context';
import type { RouteKind } from './ops/route-kind';
import type { RenderCache } from './render-cache';
import { isRequestProblem, parseRequestTarget } from './request-target';
import { isSeoFile, seoAnswer } from './seo-answers';
import { createStaticHandler, isAppRoute } from './static-files.mjs';
import { pageRequest, withTracking } from './tracking-params';
import { zipLookupAnswer } from './zip-lookup-answer';
import { assignBucket, cohortOf } from './remotes/visitor-cohort';
import type { VisitorBuilds } from './remotes/server-remotes';

import { SHELL_ASSETS_PATH } from './shell-assets';

const CONFIG_PATH = '/config.json';

const ALLOWED_METHODS = 'GET, HEAD';
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** An answer rendered with what a visitor posted: theirs alone, kept by nobody. */
export const POSTED_PAGE = 'private, no-store';
/** What a visitor reads when their form was over the post limit (a valid form never is). */
export const FORM_TOO_LARGE = 'Your request was too long to send. Please shorten the description and send it again.';
/** Seconds a refused render asks the client to wait. */
const BUSY_RETRY_S = '5';

interface Handled {
  clientDir: string;
  assetsDir: string;
  readConfig: () => string;
  publicUrl: string;
  deps: PageDeps;
  cache: RenderCache;
  admission: Admission;
}

/** What a page's render-cache key gains when the request carries Global Privacy Control. */
const GPC_KEY = 'Sec-GPC';

/** True when the request carries Global Privacy Control (Sec-GPC: 1). */
export const hasGpc = (request: IncomingMessage): boolean => request.headers['sec-gpc'] === '1';

/** The privacy state a request shows: its signal and its cookie's choice. */
const privacyStateOf = (request: IncomingMessage): PrivacyState => ({
  gpc: hasGpc(request),
  choice: readPrivacyChoice(request.headers.cookie),
});

/** The choices page as rendered for one visitor's state: their browser may keep it (revalidating), nobody else. */
function visitorsOwn(answer: Answer): Answer {
  if (answer.headers['Cache-Control'] === NO_STORE) return answer;
  return { ...answer, headers: { ...answer.headers, 'Cache-Control': PRIVATE_PAGE, Vary: `${PAGE_VARY}, Cookie` } };
}

/** A request's kind for the access log and metrics. */
export function routeOf(request: IncomingMessage): RouteKind {
  const path = String(request.url ?? '/').split('?', 1)[0]!;
  if (request.method === 'POST') return path === PRIVACY_CHOICES_PATH ? 'other' : 'estimate-post';
  if (path === ZIP_LOOKUP_ACTION) return 'zip-lookup';
  if (path === '/config.json') return 'config';
  if (/^\/(robots\.txt|sitemap\.xml|sitemaps\/|blog\/feed\.xml)/.test(path)) return 'seo';
  return isAppRoute(path) ? 'page' : 'asset';
}

function sendBusy(response: ServerResponse): void {
  sendPlain(response, 503, 'The site is busy: try again in a few seconds.', { 'Retry-After': BUSY_RETRY_S });
}

/** Answers a request: the zip lookup form, SEO files, the browser build's files, else a rendered page. */
export function requestHandler({ clientDir, assetsDir, readConfig, publicUrl, deps, cache, admission }: Handled) {
  const siteOrigin = originOf(publicUrl) ?? publicUrl;
  // The address of each request, parsed once before any handler runs.
  const urls = new WeakMap<IncomingMessage, URL>();
  const secure = publicUrl.startsWith('https:');
  /**
   * The builds this visitor's pages render with: the live ones, or a canary's for a visitor on its
   * side. A visitor first seen during a canary is given their side here, in a cookie that keeps it.
   */
  function buildsFor(request: IncomingMessage, response: ServerResponse, url: URL): VisitorBuilds {
    const { cohort, cookies } = cohortOf(request.headers.cookie, url, secure);
    if (cohort.bucket === undefined && deps.remotes.canary) {
      const assigned = assignBucket(secure);
      cohort.bucket = assigned.bucket;
      cookies.push(assigned.cookie);
    }
    if (cookies.length > 0) response.setHeader('Set-Cookie', cookies);
    return deps.remotes.select(cohort);
  }

  // Every shell build's browser assets, each under its id: immutable.
  const shellAssets = createStaticHandler({ root: assetsDir, mount: SHELL_ASSETS_PATH, documentHeaders: DOCUMENT_ONLY_HEADERS });
  const staticFiles = createStaticHandler({
    root: clientDir,
    documentHeaders: DOCUMENT_ONLY_HEADERS,
    overrides: { '/config.json': readConfig },
    hidden: ['/server/', '/ssr-assets.json', '/index.html'],
    appHandler: async (request, response) => {
      const url = urls.get(request)!;
      const builds = buildsFor(request, response, url);
      const { visitorOffice, forgets } = visitorOfficeFor(request, url);
      // Tracking parameters change nothing on the page: it is rendered and kept without them. The
      // page is kept under the builds it names, so no visitor is sent one that names other builds.
      const { page, tracking, key } = pageRequest(url, visitorOffice);
      // Global Privacy Control on the request: the page's copy without advertising tags (Vary: Sec-GPC).
      const gpc = hasGpc(request);
      // The choices page shows the visitor's own state: rendered and kept per state, for them alone.
      const privacy = page.pathname === PRIVACY_CHOICES_PATH ? privacyStateOf(request) : undefined;
      const keyed = [key, builds.key, gpc ? GPC_KEY : '', privacy ? JSON.stringify(privacy) : ''].filter(Boolean).join('\n');
      const render = () =>
        answerPage(page, deps, { visitorOffice, gpc, builds, ...(privacy ? { seed: { [PRIVACY_STATE_KEY]: privacy } } : {}) });
      // A cached page never waits for a render slot; a new render takes one, or is refused at once.
      let answer: Answer;
      try {
        answer = await cache.get(keyed, () => admission.run(async () => (privacy ? visitorsOwn(await render()) : render())));
      } catch (error) {
        if (error instanceof AdmissionRefused) return sendBusy(response);
        throw error;
      }
      const sent = redirectKeepingTracking(answer, tracking);
      // Appended, so a cookie this answer already sets (the visitor's release side) is kept beside it.
      if (forgets) response.appendHeader('Set-Cookie', RECENT_OFFICE_COOKIE_REMOVAL);
      sendAnswer(request, response, forgets ? forgettingOffice(sent) : sent);
    },
  });

  /** A posted estimate form: answered from a fresh render (never the cache) of the page it came from. */
  async function handlePost(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const body = await readFormBody(request);
    // The page again, with what was posted in its form: the visitor's own answer, never kept.
    const renderWith = async (submission: EstimateSubmission, status: number, unavailable = false): Promise<Answer> => {
      const { visitorOffice } = visitorOfficeFor(request, url);
      const builds = buildsFor(request, response, url);
      const page = await admission.run(() =>
        answerPage(url, deps, { seed: submissionSeed(submission), visitorOffice, gpc: hasGpc(request), builds, unavailable }),
      );
      return { ...page, status: page.status === 200 ? status : page.status, headers: { ...page.headers, 'Cache-Control': POSTED_PAGE } };
    };
    try {
      if (body.kind === 'problem' && body.status === 413) {
        // The body is left unread: the answer closes the connection rather than take the rest.
        response.setHeader('Connection', 'close');
        const empty = readEstimatePost(new URLSearchParams());
        return sendAnswer(request, response, await renderWith({ ...empty, errors: { summary: FORM_TOO_LARGE } }, 413));
      }
      if (body.kind === 'problem') return sendPlain(response, body.status, body.message, { 'Accept-Post': FORM_TYPE });
      if (!isEstimatePost(body.fields)) return sendPlain(response, 400, 'Only the estimate form can be posted to a page.');
      const address = currentRequest()?.clientAddress ?? request.socket.remoteAddress ?? '';
      // The lead records whether the visitor had opted out (their signal, or the choice their cookie holds).
      const privacyOptOut = { gpc: hasGpc(request), choice: readPrivacyChoice(request.headers.cookie).saleOptOut };
      sendAnswer(request, response, await estimatePostAnswer(body.fields, { address, privacyOptOut }, { renderWith }));
    } catch (error) {
      if (error instanceof AdmissionRefused) return sendBusy(response);
      throw error;
    }
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
      sendPlain(response, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS });
      return;
    }
    const url = parseRequestTarget(request.url, publicUrl);
    if (isRequestProblem(url)) {
      sendPlain(response, url.status, url.message);
      return;
    }
    // Pages also take the estimate form, posted without script (from the site's own pages only);
    // files, and the addresses the server answers itself, do not.
    if (request.method === 'POST') {
      const notPage = url.pathname === ZIP_LOOKUP_ACTION || isSeoFile(url) || !isAppRoute(url.pathname);
      const foreign = foreignOriginProblem(request.headers, [siteOrigin]);
      if (!notPage && !foreign) {
        if (url.pathname === PRIVACY_CHOICES_PATH) return sendAnswer(request, response, await privacyChoicesAnswer(request, publicUrl));
        return handlePost(request, response, url);
      }
      // Refused unread: the answer closes the connection rather than take the rest.
      if (notPage) sendPlain(response, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS, Connection: 'close' });
      else sendPlain(response, 403, 'A form can be sent only from the pages of this site.', { Connection: 'close' });
      return;
    }
    urls.set(request, url);
    if (url.pathname === CONFIG_PATH && !deps.configError) {
      asFileAnswer(response);
      sendAnswer(request, response, configAnswer(buildsFor(request, response, url)));
      return;
    }
    const seo =
      url.pathname === ZIP_LOOKUP_ACTION ? zipLookupAnswer(url) : seoAnswer(url, Boolean(deps.configError), deps.remotes.routePaths());
    if (seo) sendAnswer(request, response, await seo);
    else if (url.pathname.startsWith(`${SHELL_ASSETS_PATH}/`)) await shellAssets(request, response);
    else await staticFiles(request, response);
  };
}

/**
 * config.json for a browser that renders the site itself (no page from the server): the runtime
 * config, each remote named by the manifest of the build this visitor gets, as a page would name it.
 */
function configAnswer(builds: VisitorBuilds): Answer {
  const body = JSON.stringify(builds.pageConfig(getRuntimeConfig()).config, null, 2);
  const caching = builds.canary ? PRIVATE_PAGE : 'no-cache';
  return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': caching }, body };
}

/**
 * The office a page is rendered with: the visitor's recent office, named by their cookie (a
 * returning visitor's page carries its bar and phone). A page that says no office serves the
 * visitor's ZIP is rendered without it, and its answer removes the cookie (`forgets`): the page
 * never contradicts itself with a previous office's name and number.
 */
function visitorOfficeFor(request: IncomingMessage, url: URL): { visitorOffice: string | undefined; forgets: boolean } {
  const named = recentOfficeFromCookies(request.headers.cookie) ?? undefined;
  if (!answersNoOffice(url.pathname, url.search)) return { visitorOffice: named, forgets: false };
  return { visitorOffice: undefined, forgets: named !== undefined };
}

/** The answer that removes the visitor's recent-office cookie: theirs alone, so kept by no shared cache. */
function forgettingOffice(answer: Answer): Answer {
  const caching = answer.headers['Cache-Control'] ?? '';
  // A shared page becomes private; one kept by nobody (no-store) stays so.
  const personal = caching === '' || /\bpublic\b/.test(caching) ? PRIVATE_PAGE : caching;
  return { ...answer, headers: { ...answer.headers, 'Cache-Control': personal } };
}

/** A redirect sends the visitor on with the tracking parameters they came with (the cached redirect has none). */
function redirectKeepingTracking(answer: Answer, tracking: string): Answer {
  const location = answer.headers.Location;
  if (!tracking || location === undefined) return answer;
  return { ...answer, headers: { ...answer.headers, Location: withTracking(location, tracking) } };
}

export function sendPlain(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers }).end(message);
}
