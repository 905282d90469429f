import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { startStubPlatform, type StubPlatform } from '../testing/platform-kit';
import { LeadRetention, RETENTION_INTERVAL_MS } from './retention';

const DAY = 24 * 60 * 60 * 1000;

describe('lead retention', () => {
  let t: TestApp;
  let stub: StubPlatform;
  beforeEach(async () => {
    stub = await startStubPlatform([{ status: 201 }, { status: 400 }, { status: 503 }]);
    t = makeTestApp({ forwardUrl: stub.url, leadRetentionDays: 180 });
  });
  afterEach(async () => {
    await t.close();
    await stub.close();
  });

  const post = (key: string) =>
    t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: validEstimate(), headers: humanHeaders(key) });

  it('deletes delivered and failed leads after the retention period, with their keys and outbox rows; keeps waiting ones', async () => {
    for (const key of ['delivered', 'refused', 'waiting']) await post(key);
    await t.forwarder.runOnce(); // 201, 400, 503: one delivered, one failed, one pending
    t.clock.now += 100 * DAY;
    const recent = (await post('recent')).json<{ leadId: string }>().leadId;
    await t.leads.markDelivered(recent, 200, t.clock.now);
    t.clock.now += 80 * DAY; // the first three are now 180 days old, not older
    expect(await t.retention.runOnce()).toBe(0);
    t.clock.now += 1;
    expect(await t.retention.runOnce()).toBe(2);
    expect(t.count('leads')).toBe(2);
    expect(t.count('outbox')).toBe(2);
    expect(t.count('idempotency_keys')).toBe(2);
    // The waiting lead is kept however old it gets, so it is still delivered when the platform returns.
    t.clock.now += 400 * DAY;
    expect(await t.retention.runOnce()).toBe(1);
    expect(t.count('leads')).toBe(1);
  });
});

describe('lead retention without a field-service platform', () => {
  let t: TestApp;
  beforeEach(() => {
    t = makeTestApp({ leadRetentionDays: 180 });
  });
  afterEach(() => t.close());

  it('deletes stored-only leads and leads set aside as spam after the retention period, as it deletes delivered ones', async () => {
    const post = (key: string, fillMs: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/estimate',
        payload: validEstimate(),
        headers: { ...humanHeaders(key), 'x-form-fill-ms': fillMs },
      });
    for (const key of ['one', 'two']) expect((await post(key, '8000')).statusCode).toBe(200);
    expect((await post('caught', '10')).statusCode).toBe(200);
    expect(t.count('leads')).toBe(3);
    t.clock.now += 180 * DAY;
    expect(await t.retention.runOnce()).toBe(0);
    t.clock.now += 1;
    expect(await t.retention.runOnce()).toBe(3);
    expect([t.count('leads'), t.count('outbox'), t.count('idempotency_keys')]).toEqual([0, 0, 0]);
  });
});

describe('LeadRetention schedule', () => {
  it('purges at start and then every hour, and logs a purge that fails without stopping', async () => {
    jest.useFakeTimers();
    try {
      const purgeLeads = jest
        .fn<Promise<number>, [number, { pendingToo?: boolean }?]>()
        .mockRejectedValueOnce(new Error('locked'))
        .mockResolvedValue(3);
      const log = { info: jest.fn(), warn: jest.fn() };
      const retention = new LeadRetention({ purgeLeads }, { days: 30, now: () => 100 * DAY, log, forwarding: true });
      retention.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(purgeLeads).toHaveBeenCalledWith(70 * DAY, { pendingToo: false });
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringMatching(/could not purge/));
      await jest.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS);
      expect(purgeLeads).toHaveBeenCalledTimes(2);
      expect(log.info).toHaveBeenCalledWith({ purged: 3, retentionDays: 30 }, 'old leads purged');
      await retention.stop();
      await jest.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS * 3);
      expect(purgeLeads).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
