import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZIP_LOOKUP_ACTION } from '@handyman/estimate/zip';
import { answerPage, type PageDeps } from './answer-page';
import { sendAnswer } from './http-answer';
import type { RenderCache } from './render-cache';
import { isRequestProblem, parseRequestTarget } from './request-target';
import { seoAnswer } from './seo-answers';
import { createStaticHandler } from './static-files.mjs';
import { zipLookupAnswer } from './zip-lookup-answer';

const ALLOWED_METHODS = 'GET, HEAD';

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
      const url = urls.get(request)!;
      sendAnswer(request, response, await cache.get(`${url.pathname}${url.search}`, () => answerPage(url, deps)));
    },
  });

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendPlain(response, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS });
      return;
    }
    const url = parseRequestTarget(request.url, publicUrl);
    if (isRequestProblem(url)) {
      sendPlain(response, url.status, url.message);
      return;
    }
    urls.set(request, url);
    const seo = url.pathname === ZIP_LOOKUP_ACTION ? zipLookupAnswer(url) : seoAnswer(url, Boolean(deps.configError));
    if (seo) sendAnswer(request, response, await seo);
    else await staticFiles(request, response);
  };
}

export function sendPlain(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(message);
}
