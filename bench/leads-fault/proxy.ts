import http from 'node:http';

export interface RoundRobinProxy {
  close(): Promise<void>;
}

/**
 * A small load balancer: each request goes to the next backend in turn. A backend that refuses the
 * connection (killed, restarting) is skipped for the next one, as a balancer's health check would;
 * a backend that dies after taking the request makes the caller see a 502, like a real balancer.
 */
export async function startRoundRobinProxy(port: number, backends: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, triesLeft: number): void => {
    const backend = backends[next % backends.length] as number;
    next += 1;
    const upstream = http.request(
      { host: '127.0.0.1', port: backend, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) return forward(request, body, response, triesLeft - 1);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'bad_gateway', message: error.message }));
    });
    upstream.end(body);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, backends.length));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
