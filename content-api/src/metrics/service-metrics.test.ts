import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { startStubPlatform, type StubPlatform } from '../testing/platform-kit';

let t: TestApp;
let stub: StubPlatform;
beforeEach(async () => {
  stub = await startStubPlatform([{ status: 422, body: '{"error":"bad phone"}' }, { status: 201 }]);
  t = makeTestApp({ estimateRateLimit: { capacity: 6, refillPerMinute: 0 }, forwardUrl: stub.url });
});
afterEach(async () => {
  await t.close();
  await stub.close();
});

const post = (headers: Record<string, string>, payload: unknown = validEstimate()) =>
  t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: JSON.stringify(payload), headers });

async function scrape(): Promise<string> {
  const response = await t.ops.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.body;
}

/** The value of one series, e.g. 'content_api_leads_rejected_total{reason="spam"}'. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((item) => item.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts leads accepted and rejected by reason, and forwarding attempts by outcome', async () => {
    await post(humanHeaders('k1'));
    await post(humanHeaders('k1'));
    await post(humanHeaders('k1'), validEstimate({ summary: 'another' }));
    await post({ ...humanHeaders(), 'x-form-trap': 'x' });
    await post(humanHeaders(), validEstimate({ phoneNumber: 'no' }));
    await post(humanHeaders());
    await post(humanHeaders()); // the seventh post, spam's included: over the burst of 6
    await t.forwarder.runOnce();
    const text = await scrape();
    expect(value(text, 'content_api_leads_accepted_total')).toBe(2);
    expect(value(text, 'content_api_leads_replayed_total')).toBe(1);
    for (const [reason, count] of [
      ['idempotency_conflict', 1],
      ['spam', 1],
      ['invalid', 1],
      ['rate_limited', 1],
      ['store_error', 0],
    ] as const) {
      expect([reason, value(text, `content_api_leads_rejected_total{reason="${reason}"}`) ?? 0]).toEqual([reason, count]);
    }
    expect(value(text, 'content_api_lead_forward_attempts_total{outcome="rejected"}')).toBe(1);
    expect(value(text, 'content_api_lead_forward_attempts_total{outcome="delivered"}')).toBe(1);
    expect(value(text, 'content_api_lead_outbox_rows{status="failed"}')).toBe(1);
    expect(value(text, 'content_api_lead_outbox_rows{status="delivered"}')).toBe(1);
    expect(value(text, 'content_api_lead_outbox_rows{status="pending"}')).toBe(0);
  });

  it('shows every lead series from the start, at 0', async () => {
    const text = await scrape();
    expect(value(text, 'content_api_leads_accepted_total')).toBe(0);
    expect(value(text, 'content_api_leads_rejected_total{reason="spam"}')).toBe(0);
    expect(value(text, 'content_api_lead_forward_attempts_total{outcome="rejected"}')).toBe(0);
    expect(value(text, 'content_api_lead_forward_errors_total')).toBe(0);
  });

  it('reports the store error of a lead that could not be stored', async () => {
    jest.spyOn(t.leads, 'saveLead').mockRejectedValueOnce(new Error('disk full'));
    await post(humanHeaders());
    expect(value(await scrape(), 'content_api_leads_rejected_total{reason="store_error"}')).toBe(1);
  });

  it('gives the age of the oldest lead not yet delivered, from the test clock', async () => {
    stub.script = [{ status: 503 }];
    await post(humanHeaders());
    t.clock.now += 90_000;
    await post(humanHeaders());
    t.clock.now += 30_000;
    await t.forwarder.runOnce();
    const text = await scrape();
    expect(value(text, 'content_api_lead_oldest_undelivered_age_seconds')).toBe(120);
    expect(value(text, 'content_api_lead_outbox_rows{status="pending"}')).toBe(2);
    expect(value(text, 'content_api_lead_forward_attempts_total{outcome="retry"}')).toBe(2);
    expect(value(text, 'content_api_lead_store_up')).toBe(1);
  });

  it('times answers by route pattern and status, never by the raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/page?path=home' });
    await t.app.inject({ method: 'GET', url: '/api/page?path=offices/summerlin' });
    await t.app.inject({ method: 'GET', url: '/no/such/thing/123' });
    const text = await scrape();
    expect(value(text, 'content_api_http_request_duration_seconds_count{method="GET",route="/api/page",status="200"}')).toBe(2);
    expect(value(text, 'content_api_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('/no/such/thing');
  });

  it('still answers when the lead store does not, saying so', async () => {
    jest.spyOn(t.leads, 'outboxStats').mockRejectedValue(new Error('connection refused'));
    const text = await scrape();
    expect(value(text, 'content_api_lead_store_up')).toBe(0);
    expect(text).toContain('content_api_leads_accepted_total');
  });
});
