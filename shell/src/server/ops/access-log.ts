import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './logger';
import { currentRequest } from './request-context';
import type { RouteKind } from './route-kind';
import { metrics } from './shell-metrics';

/**
 * The path as logged: the query's parameter names only, never their values (a search term, a ZIP
 * code or a token in a link is the visitor's business).
 */
export function loggedPath(target: string | undefined): string {
  const [path = '/', query] = String(target ?? '/').split('?', 2);
  if (!query) return path.slice(0, 512);
  const names = query
    .split('&')
    .filter(Boolean)
    .map((part) => part.split('=', 1)[0]);
  return `${path.slice(0, 512)}?${names.join('&').slice(0, 256)}`;
}

/** One access line and the request's duration metric, when the answer is sent (or the connection is lost). */
export function logWhenDone(request: IncomingMessage, response: ServerResponse, route: () => RouteKind): void {
  const started = performance.now();
  // Events may fire outside the request's context: its id is taken now.
  const requestId = currentRequest()?.requestId;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const seconds = (performance.now() - started) / 1000;
    const status = response.writableFinished ? response.statusCode : 499; // 499: the client went first
    const kind = route();
    metrics.requestDuration.observe({ route: kind, status: String(status) }, seconds);
    log.info('request', {
      method: request.method,
      path: loggedPath(request.url),
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      bytes: Number(response.getHeader('content-length') ?? 0),
      route: kind,
      requestId,
    });
  };
  response.once('finish', finish);
  response.once('close', finish);
}
