import http from 'node:http';

export interface FlakyPlatform {
  url: string;
  /** When each call answered 2xx was taken (Date.now()), per lead id. */
  accepted: Map<string, number[]>;
  calls: number;
  failed: number;
  close(): Promise<void>;
}

/** A field-service platform that fails a share of calls with a 503 (a seeded, repeatable sequence). */
export async function startFlakyPlatform(port: number, failureShare: number): Promise<FlakyPlatform> {
  let seed = 7;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const state = { calls: 0, failed: 0 };
  const accepted = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.calls += 1;
      if (random() < failureShare) {
        state.failed += 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}');
        return;
      }
      const { leadId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { leadId: string };
      accepted.set(leadId, [...(accepted.get(leadId) ?? []), Date.now()]);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/leads`,
    accepted,
    get calls() {
      return state.calls;
    },
    get failed() {
      return state.failed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
