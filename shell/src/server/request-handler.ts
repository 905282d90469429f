import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZIP_LOOKUP_ACTION } from '@handyman/offices';
import { isEstimatePost, readEstimatePost, type EstimateSubmission } from '@handyman/estimate';
import { recentOfficeFromCookies } from '@handyman/platform';
import { foreignOriginProblem, originOf } from '@handyman/contracts/server';
import { answerPage, type PageDeps } from './answer-page';
import { estimatePostAnswer, submissionSeed } from './estimate-post-answer';
import { readFormBody } from './form-body';
import { NO_STORE, sendAnswer, type Answer } from './http-answer';
import { AdmissionRefused, type Admission } from './ops/admission';
import { currentRequest } from './ops/request-context';
import type { RouteKind } from './ops/route-kind';
import type { RenderCache } from './render-cache';
import { isRequestProblem, parseRequestTarget } from './request-target';
import { isSeoFile, seoAnswer } from './seo-answers';
import { createStaticHandler, isAppRoute } from './static-files.mjs';
import { pageRequest, withTracking } from './tracking-params';
import { zipLookupAnswer } from './zip-lookup-answer';

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
  readConfig: () => string;
  publicUrl: string;
  deps: PageDeps;
  cache: RenderCache;
  admission: Admission;
}

/** A request's kind for the access log and metrics. */
export function routeOf(request: IncomingMessage): RouteKind {
  const path = String(request.url ?? '/').split('?', 1)[0]!;
  if (request.method === 'POST') return 'estimate-post';
  if (path === ZIP_LOOKUP_ACTION) return 'zip-lookup';
  if (path === '/config.json') return 'config';
  if (/^\/(robots\.txt|sitemap\.xml|sitemaps\/|blog\/feed\.xml)/.test(path)) return 'seo';
  return isAppRoute(path) ? 'page' : 'asset';
}

function sendBusy(response: ServerResponse): void {
  sendPlain(response, 503, 'The site is busy: try again in a few seconds.', { 'Retry-After': BUSY_RETRY_S });
}

/** Answers a request: the zip lookup form, SEO files, the browser build's files, else a rendered page. */
export function requestHandler({ clientDir, readConfig, publicUrl, deps, cache, admission }: Handled) {
  const siteOrigin = originOf(publicUrl) ?? publicUrl;
  // The address of each request, parsed once before any handler runs.
  const urls = new WeakMap<IncomingMessage, URL>();
  const staticFiles = createStaticHandler({
    root: clientDir,
    overrides: { '/config.json': readConfig },
    hidden: ['/server/', '/ssr-assets.json', '/index.html'],
    appHandler: async (request, response) => {
      // A returning visitor's page carries their office's bar and phone (named by their cookie).
      const visitorOffice = recentOfficeFromCookies(request.headers.cookie) ?? undefined;
      // Tracking parameters change nothing on the page: it is rendered and kept without them.
      const { page, tracking, key } = pageRequest(urls.get(request)!, visitorOffice);
      // A cached page never waits for a render slot; a new render takes one, or is refused at once.
      let answer: Answer;
      try {
        answer = await cache.get(key, () => admission.run(() => answerPage(page, deps, { visitorOffice })));
      } catch (error) {
        if (error instanceof AdmissionRefused) return sendBusy(response);
        throw error;
      }
      sendAnswer(request, response, redirectKeepingTracking(answer, tracking));
    },
  });

  /** A posted estimate form: answered from a fresh render (never the cache) of the page it came from. */
  async function handlePost(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const body = await readFormBody(request);
    // The page again, with what was posted in its form: the visitor's own answer, never kept.
    const renderWith = async (submission: EstimateSubmission, status: number, unavailable = false): Promise<Answer> => {
      const visitorOffice = recentOfficeFromCookies(request.headers.cookie) ?? undefined;
      const page = await admission.run(() => answerPage(url, deps, { seed: submissionSeed(submission), visitorOffice, unavailable }));
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
      sendAnswer(request, response, await estimatePostAnswer(body.fields, address, { renderWith }));
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
      if (!notPage && !foreign) return handlePost(request, response, url);
      // Refused unread: the answer closes the connection rather than take the rest.
      if (notPage) sendPlain(response, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS, Connection: 'close' });
      else sendPlain(response, 403, 'The estimate form can be sent only from the pages of this site.', { Connection: 'close' });
      return;
    }
    urls.set(request, url);
    const seo =
      url.pathname === ZIP_LOOKUP_ACTION ? zipLookupAnswer(url) : seoAnswer(url, Boolean(deps.configError), deps.remotes.routePaths());
    if (seo) sendAnswer(request, response, await seo);
    else await staticFiles(request, response);
  };
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
