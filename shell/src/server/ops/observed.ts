import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@handyman/platform';
import { logWhenDone } from './access-log';
import { answerBeacon, BEACON_PATH } from './beacon';
import { answerHealth, answerReadiness, type ReadinessSources } from './health';
import { log } from './logger';
import { METRICS_CONTENT_TYPE } from './metrics';
import { runInRequest } from './request-context';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import type { RouteKind } from './route-kind';
import { applySecurityHeaders } from './security-headers';
import { registry } from './shell-metrics';
import { clientAddress, normalAddress, type TrustProxy } from './trust-proxy';

// What every request goes through before the site answers it: its id and the visitor's address
// (believed from a trusted proxy only), the security headers, the access line and metrics; and the
// operator's own addresses (/healthz, /readyz, /metrics, and the browsers' /_beacon).

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface Observed {
  trustProxy: TrustProxy;
  publicUrl: string;
  config: () => RuntimeConfig | undefined;
  readiness: ReadinessSources;
  /** The kind of a site request, for the access line and metrics. */
  routeOf: (request: IncomingMessage) => RouteKind;
}

const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function opsAnswer(path: string, response: ServerResponse, readiness: ReadinessSources): Promise<void> | void {
  if (path === '/healthz') return answerHealth(response);
  if (path === '/readyz') return answerReadiness(response, readiness);
  response.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(registry.text());
}

export function observed(site: Handler, { trustProxy, publicUrl, config, readiness, routeOf }: Observed): Handler {
  return (request, response) => {
    const peer = request.socket.remoteAddress ?? '';
    const fromProxy = trustProxy.trusts(peer);
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], fromProxy);
    const address = fromProxy ? clientAddress(peer, request.headers['x-forwarded-for'], trustProxy) : normalAddress(peer);
    return runInRequest({ requestId, clientAddress: address }, async () => {
      const path = String(request.url ?? '/').split('?', 1)[0]!;
      const ops = OPS_PATHS.has(path) ? 'ops' : path === BEACON_PATH ? 'beacon' : undefined;
      logWhenDone(request, response, () => ops ?? routeOf(request));
      response.setHeader('X-Request-Id', requestId);
      applySecurityHeaders(response, config(), publicUrl);
      if (readiness.draining()) response.setHeader('Connection', 'close');
      try {
        if (ops === 'beacon') await answerBeacon(request, response);
        else if (ops) await opsAnswer(path, response, readiness);
        else await site(request, response);
      } catch (error) {
        log.error('request failed', { error, path: path.slice(0, 200) });
        if (response.headersSent) response.destroy();
        else
          response
            .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' })
            .end('Service unavailable.');
      }
    });
  };
}
