import type { AppOptions } from '../app-options';
import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { makeTestApp, type TestApp } from '../testing/app-kit';

const SECRET = 'the-forwarding-secret-of-tests';
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function app(overrides: Partial<AppOptions> = {}): TestApp {
  const made = makeTestApp(overrides);
  apps.push(made);
  return made;
}

function post(t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.7', payload: unknown = validEstimate()) {
  return t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: JSON.stringify(payload), headers, remoteAddress });
}

/** The headers a client sees, without the ones that differ on every answer. */
function visibleHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

describe('estimate spam', () => {
  it.each([
    ['a filled honeypot', { 'x-form-trap': 'http://cheap-pills.example' }],
    ['a form filled in 1.2 s', { 'x-form-fill-ms': '1200' }],
    ['an unreadable fill time', { 'x-form-fill-ms': 'soon' }],
  ])('answers %s exactly as a stored lead, storing and forwarding nothing', async (_name, trap) => {
    const t = app();
    const wake = jest.spyOn(t.forwarder, 'wake');
    const real = await post(t, humanHeaders('person-key'));
    const spam = await post(t, { ...humanHeaders('bot-key'), ...trap });
    expect(spam.statusCode).toBe(real.statusCode);
    expect(spam.json()).toEqual({
      bookingSentSuccessfully: true,
      leadId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(real.json()).toEqual({ bookingSentSuccessfully: true, leadId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4/) });
    expect(spam.json<{ leadId: string }>().leadId).not.toBe(real.json<{ leadId: string }>().leadId);
    expect(visibleHeaders(spam.headers)).toEqual(visibleHeaders(real.headers));
    expect(t.count('leads')).toBe(1);
    expect(t.count('idempotency_keys')).toBe(1);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('answers a repeated spam post as a repeat: the same lead id and the replay header', async () => {
    const t = app();
    const trap = { 'x-form-fill-ms': '10' };
    const [first, again, other] = [
      await post(t, { ...humanHeaders('bot-1'), ...trap }),
      await post(t, { ...humanHeaders('bot-1'), ...trap }),
      await post(t, { ...humanHeaders('bot-2'), ...trap }),
    ];
    expect(again.json()).toEqual(first.json());
    expect([first.headers['idempotent-replayed'], again.headers['idempotent-replayed']]).toEqual([undefined, 'true']);
    expect(other.json<{ leadId: string }>().leadId).not.toBe(first.json<{ leadId: string }>().leadId);
    expect(t.count('leads')).toBe(0);
  });

  it('still reports invalid fields to a bot, as it would to a person', async () => {
    const t = app();
    const response = await post(t, { ...humanHeaders(), 'x-form-trap': 'x' }, undefined, validEstimate({ emailAddress: 'nope' }));
    expect(response.statusCode).toBe(400);
    expect(t.count('leads')).toBe(0);
  });

  it('takes no rate-limit token: ten spam posts through a shared address leave the next visitor untouched', async () => {
    const t = app({ estimateRateLimit: { capacity: 1, refillPerMinute: 0 }, trustProxy: false });
    for (let i = 0; i < 10; i += 1) {
      expect((await post(t, { ...humanHeaders(), 'x-form-fill-ms': '100' }, '127.0.0.1')).statusCode).toBe(200);
    }
    const person = await post(t, humanHeaders(), '127.0.0.1');
    expect(person.statusCode).toBe(200);
    expect(t.count('leads')).toBe(1);
    // The bucket was the person's: the next post from that address is refused.
    expect((await post(t, humanHeaders(), '127.0.0.1')).statusCode).toBe(429);
  });

  it('keeps a request that sends no fill time, or exactly the minimum', async () => {
    const t = app();
    await post(t, { 'content-type': 'application/json' });
    await post(t, { ...humanHeaders(), 'x-form-fill-ms': '1500', 'x-form-trap': '' });
    expect(t.count('leads')).toBe(2);
  });
});

describe('estimate rate limit: the client address', () => {
  const send = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    post(t, { ...humanHeaders(), 'x-forwarded-for': forwardedFor }, remoteAddress);

  it('puts every post of an untrusted peer in its own bucket, whatever X-Forwarded-For it writes', async () => {
    const t = app({ estimateRateLimit: { capacity: 10, refillPerMinute: 0 }, trustProxy: ['loopback'] });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await send(t, '198.51.100.20', `10.${i}.0.1, 203.0.113.${i}`)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(t.count('leads')).toBe(10);
  });

  it('behind trusted proxies, counts the right-most address no trusted proxy added; the left end is the client’s to write', async () => {
    const t = app({ estimateRateLimit: { capacity: 1, refillPerMinute: 0 }, trustProxy: ['127.0.0.1', '10.0.1.0/24'] });
    // Visitor 203.0.113.7 reached a proxy 10.0.1.5, which reached the site server on this machine.
    expect((await send(t, '127.0.0.1', 'spoofed-1, 203.0.113.7, 10.0.1.5')).statusCode).toBe(200);
    expect((await send(t, '127.0.0.1', '192.0.2.1, 203.0.113.7, 10.0.1.5')).statusCode).toBe(429);
    expect((await send(t, '127.0.0.1', '203.0.113.8, 10.0.1.5')).statusCode).toBe(200);
    // A hop count: the one proxy in front is believed, nothing before it.
    const hops = app({ estimateRateLimit: { capacity: 1, refillPerMinute: 0 }, trustProxy: 1 });
    expect((await send(hops, '10.9.9.9', '192.0.2.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await send(hops, '10.9.9.9', '192.0.2.2, 203.0.113.9')).statusCode).toBe(429);
  });

  it('refuses to build an app that trusts every peer', () => {
    expect(() => makeTestApp({ trustProxy: true as unknown as false })).toThrow('true would trust every peer');
    for (const everyone of [['0.0.0.0/0'], ['::/0'], ['0.0.0.0/1', '128.0.0.0/1'], ['::ffff:0.0.0.0/96']]) {
      expect(() => makeTestApp({ trustProxy: everyone })).toThrow('would trust (nearly) every address');
    }
  });

  it('by default, another process on this host cannot choose its address: 100 forged X-Forwarded-For posts share its own bucket', async () => {
    const t = app({ estimateRateLimit: { capacity: 10, refillPerMinute: 0 }, forwardingSecret: SECRET });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await send(t, '127.0.0.1', `198.51.100.${i}`)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(t.count('leads')).toBe(10);
  });

  it("believes the site server's X-Forwarded-For when it presents the forwarding secret, from wherever it connects", async () => {
    const t = app({ estimateRateLimit: { capacity: 1, refillPerMinute: 0 }, forwardingSecret: SECRET });
    const vouched = (remoteAddress: string, forwardedFor: string, secret = SECRET) =>
      post(t, { ...humanHeaders(), 'x-forwarded-for': forwardedFor, 'x-forwarding-secret': secret }, remoteAddress);
    expect((await vouched('127.0.0.1', '203.0.113.7')).statusCode).toBe(200);
    expect((await vouched('10.0.1.9', '203.0.113.8')).statusCode).toBe(200);
    expect((await vouched('127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    // A wrong secret is no secret: the peer itself is the client.
    expect((await vouched('192.0.2.44', '203.0.113.9', 'a-guessed-secret-value')).statusCode).toBe(200);
    expect((await vouched('192.0.2.44', '203.0.113.10', 'a-guessed-secret-value')).statusCode).toBe(429);
    const stored = await t.leads.listLeads({ limit: 10, offset: 0 });
    expect(stored.leads.map((lead) => lead.clientIp).sort()).toEqual(['192.0.2.44', '203.0.113.7', '203.0.113.8']);
  });
});
