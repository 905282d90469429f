import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZIP_LOOKUP_ACTION } from '@handyman/estimate/zip';
import { isEstimatePost } from '@handyman/estimate';
import { recentOfficeFromCookies } from '@handyman/platform';
import { answerPage, type PageDeps } from './answer-page';
import { estimatePostAnswer, submissionSeed } from './estimate-post-answer';
import { readFormBody } from './form-body';
import { NO_STORE, sendAnswer, type Answer } from './http-answer';
import type { RenderCache } from './render-cache';
import { isRequestProblem, parseRequestTarget } from './request-target';
import { isSeoFile, seoAnswer } from './seo-answers';
import { createStaticHandler } from './static-files.mjs';
import { pageRequest, withTracking } from './tracking-params';
import { zipLookupAnswer } from './zip-lookup-answer';

const ALLOWED_METHODS = 'GET, HEAD';
const FORM_TYPE = 'application/x-www-form-urlencoded';

interface Handled {
  clientDir: string;
  readConfig: () => string;
  publicUrl: string;
  deps: PageDeps;
  cache: RenderCache;
}

/** Answers a request: the zip lookup form, SEO files, the browser build's files, else a rendered page. */
export function requestHandler({ clientDir, readConfig, publicUrl, deps, cache }: Handled) {
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
      const answer = await cache.get(key, () => answerPage(page, deps, { visitorOffice }));
      sendAnswer(request, response, redirectKeepingTracking(answer, tracking));
    },
  });

  /** A posted estimate form: answered from a fresh render (never the cache) of the page it came from. */
  async function handlePost(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const body = await readFormBody(request);
    if (body.kind === 'problem') {
      sendPlain(response, body.status, body.message, body.status === 415 ? { 'Accept-Post': FORM_TYPE } : {});
      return;
    }
    if (!isEstimatePost(body.fields)) {
      sendPlain(response, 400, 'Only the estimate form can be posted to a page.');
      return;
    }
    const answer = await estimatePostAnswer(body.fields, request.socket.remoteAddress ?? '', {
      renderWith: async (submission, status) => {
        const visitorOffice = recentOfficeFromCookies(request.headers.cookie) ?? undefined;
        const page = await answerPage(url, deps, { seed: submissionSeed(submission), visitorOffice });
        if (page.status !== 200) return page;
        return { ...page, status, headers: { ...page.headers, 'Cache-Control': NO_STORE } };
      },
    });
    sendAnswer(request, response, answer);
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
    // Pages also take the estimate form, posted without script; the files the server builds do not.
    if (request.method === 'POST') {
      if (url.pathname === ZIP_LOOKUP_ACTION || isSeoFile(url)) sendPlain(response, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS });
      else await handlePost(request, response, url);
      return;
    }
    urls.set(request, url);
    const seo = url.pathname === ZIP_LOOKUP_ACTION ? zipLookupAnswer(url) : seoAnswer(url, Boolean(deps.configError));
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
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(message);
}
