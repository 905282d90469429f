import { createServer, type IncomingHttpHeaders } from 'node:http';

// A CDN in front of a shell server that keeps every page it has fetched (body and headers) and hands
// the kept copy to every visitor after, however the site changes behind it: what a CDN does for up
// to its s-maxage and stale-while-revalidate window. Everything but pages goes to the origin.

export interface KeepingCdn {
  url: string;
  /** Pages kept so far, by path. */
  kept: () => string[];
  close: () => Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'];

export async function startKeepingCdn(port: number, origin: string): Promise<KeepingCdn> {
  const pages = new Map<string, { status: number; headers: IncomingHttpHeaders; body: Buffer }>();
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const keep = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(path.split('?')[0]!) && !path.startsWith('/_beacon');
    let answer = keep ? pages.get(path) : undefined;
    if (!answer) {
      const upstream = await fetch(`${origin}${path}`, {
        method: request.method,
        headers: { accept: String(request.headers.accept ?? '*/*'), cookie: String(request.headers.cookie ?? '') },
        redirect: 'manual',
        ...(request.method === 'POST' ? { body: request as unknown as BodyInit, duplex: 'half' } : {}),
      } as RequestInit);
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !HOP_BY_HOP.includes(name)));
      answer = { status: upstream.status, headers, body: Buffer.from(await upstream.arrayBuffer()) };
      if (keep && upstream.status === 200) pages.set(path, answer);
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    kept: () => [...pages.keys()],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
