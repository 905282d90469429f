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
  close: () => Promise<void>;
}

export async function startContentProxy(port: number): Promise<ContentProxy> {
  const failing = new Set<string>();
  const rewrites = new Map<string, (json: unknown) => unknown>();
  const server: Server = createServer(async (request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const url = new URL(request.url ?? '/', API_URL);
    if (url.pathname === '/api/page' && failing.has((url.searchParams.get('path') ?? '').toLowerCase())) {
      return void response.writeHead(503, { ...cors, 'Content-Type': 'application/json' }).end('{"message":"Service Unavailable"}');
    }
    const upstream = await fetch(url, { headers: { 'Ocp-Apim-Subscription-Key': String(request.headers['ocp-apim-subscription-key'] ?? '') } });
    response.writeHead(upstream.status, { ...cors, 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' });
    const change = upstream.ok ? rewrites.get(url.pathname) : undefined;
    response.end(change ? JSON.stringify(change(await upstream.json())) : Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    fail: (...paths) => paths.forEach((path) => failing.add(path.toLowerCase())),
    rewrite: (pathname, change) => void rewrites.set(pathname, change),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
