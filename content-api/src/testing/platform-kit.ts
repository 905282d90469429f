import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubReply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (to exercise timeouts). */
  hang?: boolean;
}

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface StubPlatform {
  url: string;
  received: ReceivedRequest[];
  /** Replies in order; the last one repeats. */
  script: StubReply[];
  close(): Promise<void>;
}

/** A local stand-in for the field-service platform that answers from a script and records requests. */
export async function startStubPlatform(script: StubReply[]): Promise<StubPlatform> {
  const received: ReceivedRequest[] = [];
  const stub = { script };
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      const reply = stub.script[Math.min(received.length - 1, stub.script.length - 1)] ?? { status: 200 };
      if (reply.hang) {
        hanging.push(response);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(reply.body ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    get script() {
      return stub.script;
    },
    set script(next: StubReply[]) {
      stub.script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
