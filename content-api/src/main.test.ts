import fs from 'node:fs';
import path from 'node:path';
import { humanHeaders, validEstimate } from './testing/estimate-fixtures';
import { startServiceProcess } from './support/spawn-service';
import { startStubPlatform, type StubPlatform } from './testing/platform-kit';
import { ADMIN_TOKEN, FIXTURE_MEDIA, FIXTURE_SEED, tempDir } from './testing/app-kit';
import { waitFor } from './testing/wait-kit';

jest.setTimeout(60_000);

// A real process with a real database file: what is acknowledged must survive kill -9.
describe('content-api process', () => {
  let dir: string;
  let stub: StubPlatform;
  let env: Record<string, string>;

  beforeEach(async () => {
    dir = tempDir('content-api-process-');
    stub = await startStubPlatform([{ status: 200, hang: true }]);
    env = {
      CONTENT_API_DB: path.join(dir, 'leads.db'),
      CONTENT_API_CONTENT_DB: path.join(dir, 'content.db'),
      CONTENT_API_SEED_DIR: FIXTURE_SEED,
      CONTENT_API_MEDIA_DIR: FIXTURE_MEDIA,
      CONTENT_API_ADMIN_TOKEN: ADMIN_TOKEN,
      FIELD_SERVICE_URL: stub.url,
    };
  });

  afterEach(async () => {
    await stub.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a lead acknowledged just before SIGKILL and forwards it after a restart', async () => {
    const first = await startServiceProcess(env);
    const response = await fetch(`${first.baseUrl}/api/booking/estimate`, {
      method: 'POST',
      headers: humanHeaders('kill-test'),
      body: JSON.stringify(validEstimate()),
    });
    const answered = (await response.json()) as { leadId: string };
    const { leadId } = answered;
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    stub.script = [{ status: 200 }];
    const receivedBeforeRestart = stub.received.length;
    const second = await startServiceProcess(env);
    try {
      await waitFor(
        () => stub.received.slice(receivedBeforeRestart).some((request) => request.body.leadId === leadId),
        'delivery after the restart',
        20_000,
      );
      const admin = await fetch(`${second.baseUrl}/admin/leads`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const body = (await admin.json()) as { total: number; leads: { id: string; forwardStatus: string }[] };
      expect(body.total).toBe(1);
      await waitFor(async () => {
        const check = await fetch(`${second.baseUrl}/admin/leads`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
        return ((await check.json()) as typeof body).leads[0]?.forwardStatus === 'delivered';
      }, 'the lead to be marked delivered');
      const repeat = await fetch(`${second.baseUrl}/api/booking/estimate`, {
        method: 'POST',
        headers: humanHeaders('kill-test'),
        body: JSON.stringify(validEstimate()),
      });
      // The same answer as before the kill: the same lead, sent to the same office.
      expect(await repeat.json()).toEqual({ ...answered, bookingSentSuccessfully: true, leadId });
      expect(answered).toMatchObject({ office: { path: 'offices/summerlin' } });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const service = await startServiceProcess(env);
    expect((await fetch(`${service.baseUrl}/healthz`)).status).toBe(200);
    service.child.kill('SIGTERM');
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(service.output()).toContain('shutting down');
  });

  it('refuses to start with a clear message when the environment is wrong', async () => {
    await expect(startServiceProcess({ ...env, CONTENT_API_ADMIN_TOKEN: 'short', FIELD_SERVICE_URL: 'ftp://x' })).rejects.toThrow(
      /CONTENT_API_ADMIN_TOKEN must be at least 16 characters; FIELD_SERVICE_URL must be an http\(s\) URL/,
    );
  });
});
