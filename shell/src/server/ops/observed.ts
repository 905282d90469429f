import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, compileTrust, type TrustProxySetting } from '@handyman/contracts/server';
import type { RuntimeConfig } from '@handyman/platform';
import { logWhenDone } from './access-log';
import { answerBeacon, BEACON_PATH, type BeaconRules } from './beacon';
import { answerHealth } from './health';
import { log } from './logger';
import { OPERATIONS_ONLY } from './operations-listener';
import { runInRequest } from './request-context';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import type { RouteKind } from './route-kind';
import { applySecurityHeaders } from './security-headers';

// What every request on the public port goes through before the site answers it: its id and the
// visitor's address (believed from a trusted proxy only), the security headers, the access line
// and metrics; /healthz for load balancers, and the browsers' /_beacon. Readiness and metrics
// answer on the operations listener only (operations-listener.ts).

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface Observed {
  trustProxy: TrustProxySetting;
  publicUrl: string;
  config: () => RuntimeConfig | undefined;
  draining: () => boolean;
  beacons: BeaconRules;
  /** The kind of a site request, for the access line and metrics. */
  routeOf: (request: IncomingMessage) => RouteKind;
}

function notHere(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found.');
}

export function observed(site: Handler, { trustProxy, publicUrl, config, draining, beacons, routeOf }: Observed): Handler {
  const trust = compileTrust(trustProxy);
  return (request, response) => {
    const fromProxy = trust(request.socket.remoteAddress ?? '', 0);
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], fromProxy);
    return runInRequest({ requestId, clientAddress: clientAddress(request, trust) }, async () => {
      const path = String(request.url ?? '/').split('?', 1)[0]!;
      const ops = path === '/healthz' || OPERATIONS_ONLY.has(path) ? 'ops' : path === BEACON_PATH ? 'beacon' : undefined;
      logWhenDone(request, response, () => ops ?? routeOf(request));
      response.setHeader('X-Request-Id', requestId);
      applySecurityHeaders(response, config(), publicUrl);
      if (draining()) response.setHeader('Connection', 'close');
      try {
        if (ops === 'beacon') await answerBeacon(request, response, beacons);
        else if (path === '/healthz') answerHealth(response);
        else if (ops) notHere(response);
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
