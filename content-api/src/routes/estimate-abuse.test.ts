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
