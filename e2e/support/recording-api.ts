import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { API_URL } from './stack';

// content-api seen through a recorder: every call the shell's server makes is written down (path and
// headers) and passed on, optionally after a delay; an estimate sent to the intake is answered here
// as accepted, so tests of what the shell sends store no lead.

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface RecordingApi {
  url: string;
  calls: RecordedCall[];
  /** Every content call waits this long before it is passed on (0: none). */
  delay: (ms: number) => void;
  close: () => Promise<void>;
}

export async function startRecordingApi(port: number): Promise<RecordingApi> {
  const calls: RecordedCall[] = [];
  let delayMs = 0;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', API_URL);
    calls.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers });
    if (request.method === 'POST' && url.pathname === '/api/booking/estimate') {
      request.resume();
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"bookingSentSuccessfully":true}');
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const upstream = await fetch(url, {
      headers: { 'Ocp-Apim-Subscription-Key': String(request.headers['ocp-apim-subscription-key'] ?? '') },
    });
    response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    calls,
    delay: (ms) => void (delayMs = ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
