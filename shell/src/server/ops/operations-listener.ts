import { createServer, type Server } from 'node:http';
import { answerHealth, answerReadiness, type ReadinessSources } from './health';
import { registry } from './shell-metrics';

// The operations listener: a port of its own (SHELL_OPS_PORT, on loopback unless SHELL_OPS_HOST
// says otherwise) where the operator's tools read how the server is doing: /healthz, /readyz and
// /metrics. The public port answers /healthz only: readiness and metrics say too much to anyone.

/** What only the operations listener answers (the public port says 404). */
export const OPERATIONS_ONLY = new Set(['/readyz', '/metrics']);

export function operationsServer(readiness: ReadinessSources): Server {
  return createServer((request, response) => {
    const path = String(request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    if (path === '/healthz') return answerHealth(response);
    if (path === '/readyz') return void answerReadiness(response, readiness);
    if (path !== '/metrics') return void response.writeHead(404, { 'Cache-Control': 'no-store' }).end();
    void registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'Cache-Control': 'no-store' }).end(),
    );
  });
}
