import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { humanHeaders, validEstimate } from './testing/estimate-fixtures';
import { startServiceProcess, type ServiceProcess } from './support/spawn-service';
import { startStubPlatform, type StubPlatform } from './testing/platform-kit';
import { FIXTURE_MEDIA, FIXTURE_SEED, tempDir } from './testing/app-kit';
import { waitFor } from './testing/wait-kit';

jest.setTimeout(60_000);

interface LogLine {
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

function logLines(service: ServiceProcess): LogLine[] {
  return service
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Sends the headers and then one byte of body every `everyMs`; resolves with what the server said and when it hung up. */
function dripFeed(baseUrl: string, everyMs: number): Promise<{ answer: string; afterMs: number }> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /api/booking/estimate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{');
      timer = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

describe('content-api process in operation', () => {
  let dir: string;
  let stub: StubPlatform;
  let env: Record<string, string>;

  beforeEach(async () => {
    dir = tempDir('content-api-ops-');
    stub = await startStubPlatform([{ status: 201 }]);
    env = {
      CONTENT_API_DB: path.join(dir, 'leads.db'),
      CONTENT_API_CONTENT_DB: path.join(dir, 'content.db'),
      CONTENT_API_SEED_DIR: FIXTURE_SEED,
      CONTENT_API_MEDIA_DIR: FIXTURE_MEDIA,
      FIELD_SERVICE_URL: stub.url,
    };
  });

  afterEach(async () => {
    await stub.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("carries the site server's request id through the answer, every log line of the lead and its delivery", async () => {
    const secret = 'the-site-servers-shared-secret';
    const service = await startServiceProcess({ ...env, FORWARDING_SECRET: secret });
    try {
      const requestId = 'shell-4f1c2a';
      const response = await fetch(`${service.baseUrl}/api/booking/estimate`, {
        method: 'POST',
        headers: { ...humanHeaders('ops-key'), 'x-request-id': requestId, 'x-forwarding-secret': secret },
        body: JSON.stringify(validEstimate()),
      });
      expect(response.headers.get('x-request-id')).toBe(requestId);
      const { leadId } = (await response.json()) as { leadId: string };
      await waitFor(() => logLines(service).some((line) => line.msg === 'lead delivered to the field-service platform'), 'delivery');
      const ours = logLines(service).filter((line) => line.reqId === requestId);
      expect(ours.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['estimate lead stored', 'request', 'lead delivered to the field-service platform']),
      );
      expect(ours.find((line) => line.msg === 'request')).toMatchObject({ method: 'POST', status: 200, url: '/api/booking/estimate' });
      expect(ours.find((line) => line.msg === 'estimate lead stored')).toMatchObject({ leadId });
      expect(stub.received[0]?.headers['x-request-id']).toBe(requestId);

      expect((await fetch(`${service.baseUrl}/metrics`)).status).toBe(404);
      const metrics = await (await fetch(`${service.opsUrl}/metrics`)).text();
      expect(metrics).toContain('content_api_leads_accepted_total 1');
      expect(metrics).toContain('content_api_lead_forward_attempts_total{outcome="delivered"} 1');
      expect(metrics).toMatch(
        /content_api_http_request_duration_seconds_count\{method="POST",route="\/api\/booking\/estimate",status="200"\} 1/,
      );
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  });

  it('makes its own request id when the peer is not a trusted proxy', async () => {
    const service = await startServiceProcess({ ...env, TRUST_PROXY: '10.0.0.1' });
    try {
      const response = await fetch(`${service.baseUrl}/healthz`, { headers: { 'x-request-id': 'forged-id' } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  });

  it('cuts off a drip-fed request once the request timeout has passed', async () => {
    const service = await startServiceProcess({ ...env, CONTENT_API_REQUEST_TIMEOUT_MS: '1000' });
    try {
      const { answer, afterMs } = await dripFeed(service.baseUrl, 100);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(afterMs).toBeLessThan(10_000);
      // The service is still there for everyone else.
      expect((await fetch(`${service.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  });

  it('refuses to start with TRUST_PROXY=true, saying how to name the proxies', async () => {
    await expect(startServiceProcess({ ...env, TRUST_PROXY: 'true' })).rejects.toThrow(
      /TRUST_PROXY=true would believe every peer's X-Forwarded-For.*name the proxies/,
    );
  });
});
