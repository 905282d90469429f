import { createServer, type Server } from 'node:http';
import { API_URL } from './stack';

// content-api behind a proxy that can make chosen pages answer 503, or change what a call answers,
// so a shell pointed at it shows what a content failure or other content does, on the server as in
// the browser.

export interface ContentProxy {
  url: string;
  /** Content paths (as in api/page?path=) that answer 503 from now on. */
  fail: (...paths: string[]) => void;
  /** Answers of this API path (e.g. /api/x31) go through `change` from now on. */
  rewrite: (pathname: string, change: (json: unknown) => unknown) => void;
  /** Content paths (as in api/page?path=) answered with this page from now on, whatever content-api has there. */
  serve: (path: string, answer: unknown) => void;
  /** API paths (e.g. /api/x31) that answer 503 from now on. */
  failApi: (...pathnames: string[]) => void;
  /** While on, every request is held and never answered (a content service that hangs). */
  hang: (on: boolean) => void;
  /** Back to passing every call through unchanged. */
  heal: () => void;
  close: () => Promise<void>;
}

export async function startContentProxy(port: number): Promise<ContentProxy> {
  const failing = new Set<string>();
  const rewrites = new Map<string, (json: unknown) => unknown>();
  const failingApi = new Set<string>();
  const served = new Map<string, unknown>();
  let hanging = false;
  const server: Server = createServer(async (request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    if (hanging) return;
    const url = new URL(request.url ?? '/', API_URL);
    if (failingApi.has(url.pathname) || (url.pathname === '/api/page' && failing.has((url.searchParams.get('path') ?? '').toLowerCase()))) {
      return void response.writeHead(503, { ...cors, 'Content-Type': 'application/json' }).end('{"message":"Service Unavailable"}');
    }
    const own = url.pathname === '/api/page' ? served.get((url.searchParams.get('path') ?? '').toLowerCase()) : undefined;
    if (own !== undefined) return void response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(own));
    const upstream = await fetch(url, {
      headers: { 'Ocp-Apim-Subscription-Key': String(request.headers['ocp-apim-subscription-key'] ?? '') },
    });
    response.writeHead(upstream.status, { ...cors, 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' });
    const change = upstream.ok ? rewrites.get(url.pathname) : undefined;
    response.end(change ? JSON.stringify(change(await upstream.json())) : Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    fail: (...paths) => paths.forEach((path) => failing.add(path.toLowerCase())),
    rewrite: (pathname, change) => void rewrites.set(pathname, change),
    serve: (path, answer) => void served.set(path.toLowerCase(), answer),
    failApi: (...pathnames) => pathnames.forEach((pathname) => failingApi.add(pathname)),
    hang: (on) => {
      hanging = on;
    },
    heal: () => {
      failing.clear();
      failingApi.clear();
      rewrites.clear();
      served.clear();
      hanging = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
