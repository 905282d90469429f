import type { AppOptions } from '../app-options';
import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { startStubPlatform, type StubPlatform, type StubReply } from '../testing/platform-kit';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { waitFor } from '../testing/wait-kit';

let stub: StubPlatform;
let t: TestApp;

async function setUp(script: StubReply[], overrides: Partial<AppOptions> = {}): Promise<void> {
  stub = await startStubPlatform(script);
  t = makeTestApp({ forwardUrl: stub.url, forwarder: { baseDelayMs: 1000, maxDelayMs: 60_000, timeoutMs: 2000 }, ...overrides });
}

afterEach(async () => {
  await t.close();
  await stub.close();
});

async function submitLead(app: TestApp = t): Promise<string> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/booking/estimate',
    payload: validEstimate(),
    headers: humanHeaders(),
  });
  return response.json<{ leadId: string }>().leadId;
}

describe('Forwarder', () => {
  it.each([500, 503, 429])('retries after HTTP %i with backoff and delivers on a later 200', async (status) => {
    await setUp([{ status }, { status: 200 }]);
    const leadId = await submitLead();
    expect(await t.forwarder.runOnce()).toBe(1);
    expect(t.outboxRow(leadId)).toMatchObject({ status: 'pending', attempts: 1, last_status: status });
    // random() is 0.5, so the first retry waits half of the 1 s base delay.
    expect(t.outboxRow(leadId)?.next_attempt_at).toBe(t.clock.now + 500);
    expect(await t.forwarder.runOnce()).toBe(0);
    t.clock.now += 500;
    expect(await t.forwarder.runOnce()).toBe(1);
    expect(t.outboxRow(leadId)).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200, last_error: null });
    expect(stub.received).toHaveLength(2);
  });

  it('sends the estimate with the lead id as body field and Idempotency-Key', async () => {
    await setUp([{ status: 201 }]);
    const leadId = await submitLead();
    await t.forwarder.runOnce();
    const [request] = stub.received;
    expect(request?.headers['idempotency-key']).toBe(leadId);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ leadId, receivedAt: new Date(t.clock.now).toISOString(), ...validEstimate() });
  });

  it("forwards the visitor's privacy opt-out with the lead, so the platform can honour it", async () => {
    await setUp([{ status: 201 }]);
    const privacyOptOut = { gpc: false, choice: true };
    await t.app.inject({
      method: 'POST',
      url: '/api/booking/estimate',
      payload: validEstimate({ privacyOptOut }),
      headers: humanHeaders(),
    });
    await t.forwarder.runOnce();
    expect(stub.received[0]?.body).toMatchObject({ privacyOptOut });
  });

  it('marks a lead failed on a 4xx, keeps it and never retries it', async () => {
    await setUp([{ status: 400, body: '{"error":"phone number rejected"}' }, { status: 200 }]);
    const leadId = await submitLead();
    await t.forwarder.runOnce();
    expect(t.outboxRow(leadId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_status: 400,
      last_error: 'platform answered HTTP 400: {"error":"phone number rejected"}',
    });
    t.clock.now += 24 * 60 * 60 * 1000;
    expect(await t.forwarder.runOnce()).toBe(0);
    expect(stub.received).toHaveLength(1);
    expect(t.count('leads')).toBe(1);
  });

  it('honours Retry-After instead of its own backoff', async () => {
    await setUp([{ status: 503, headers: { 'Retry-After': '120' } }, { status: 200 }]);
    const leadId = await submitLead();
    await t.forwarder.runOnce();
    expect(t.outboxRow(leadId)?.next_attempt_at).toBe(t.clock.now + 120_000);
    t.clock.now += 119_000;
    expect(await t.forwarder.runOnce()).toBe(0);
    t.clock.now += 1000;
    expect(await t.forwarder.runOnce()).toBe(1);
    expect(t.outboxRow(leadId)?.status).toBe('delivered');
  });

  it('retries a platform that does not answer in time', async () => {
    await setUp([{ status: 200, hang: true }], { forwarder: { timeoutMs: 100 } });
    const leadId = await submitLead();
    await t.forwarder.runOnce();
    expect(t.outboxRow(leadId)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'timed out after 100 ms' });
  });

  it('retries a platform that cannot be reached', async () => {
    await setUp([{ status: 200 }]);
    await stub.close();
    const leadId = await submitLead();
    await t.forwarder.runOnce();
    expect(t.outboxRow(leadId)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/^network error/) });
  });

  it('keeps leads stored and pending when no platform URL is configured', async () => {
    await setUp([{ status: 200 }], { forwardUrl: undefined });
    const leadId = await submitLead();
    expect(await t.forwarder.runOnce()).toBe(0);
    expect(t.outboxRow(leadId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(stub.received).toHaveLength(0);
  });

  it('resumes pending deliveries with a new instance on the same database', async () => {
    await setUp([{ status: 502 }]);
    const leadId = await submitLead();
    await t.forwarder.runOnce();
    const dbPath = t.dbPath;
    await t.app.close();
    stub.script = [{ status: 200 }];
    const restarted = makeTestApp({ dbPath, forwardUrl: stub.url });
    try {
      restarted.clock.now += 60_000;
      expect(await restarted.forwarder.runOnce()).toBe(1);
      expect(restarted.outboxRow(leadId)).toMatchObject({ status: 'delivered', attempts: 2 });
    } finally {
      await restarted.close();
    }
  });

  it('does not count an attempt cut short by shutdown; the lead stays pending', async () => {
    await setUp([{ status: 200, hang: true }], { forwarder: { timeoutMs: 60_000 } });
    const leadId = await submitLead();
    const pass = t.forwarder.runOnce();
    await waitFor(() => stub.received.length === 1, 'the platform to receive the lead');
    await t.forwarder.stop();
    await pass;
    expect(t.outboxRow(leadId)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('delivers on its own once started: woken by a new lead, retrying on its timer', async () => {
    await setUp([{ status: 500 }, { status: 200 }], { now: Date.now, random: Math.random, forwarder: { baseDelayMs: 20, maxDelayMs: 50 } });
    t.forwarder.start();
    const leadId = await submitLead();
    await waitFor(() => t.outboxRow(leadId)?.status === 'delivered', 'the lead to be delivered');
    expect(stub.received.map((request) => request.body.leadId)).toEqual([leadId, leadId]);
  });
});
