import { makeTestApp, type TestApp } from '../testing/app-kit';
import { compileTrust } from './trusted-proxies';

describe('X-Request-Id', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp({ trustProxy: ['loopback', '10.0.1.0/24'] });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, id?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: id === undefined ? {} : { 'x-request-id': id } });

  it('keeps the id a trusted proxy sends and names it in the answer, errors and unknown addresses included', async () => {
    for (const url of ['/healthz', '/no/such/route', '/api/page?path[]=x']) {
      const response = await get(url, '10.0.1.7', 'shell-abc-123');
      expect([url, response.headers['x-request-id']]).toEqual([url, 'shell-abc-123']);
    }
    expect((await get('/healthz', '::ffff:127.0.0.1', 'from-loopback')).headers['x-request-id']).toBe('from-loopback');
  });

  it('makes a new id for anyone else, and for an id that could break a log line', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await get('/healthz', '203.0.113.9', 'forged')).headers['x-request-id']).toMatch(uuid);
    expect((await get('/healthz', '10.0.1.7', 'a b"c')).headers['x-request-id']).toMatch(uuid);
    expect((await get('/healthz', '10.0.1.7', 'x'.repeat(129))).headers['x-request-id']).toMatch(uuid);
    const [first, second] = [await get('/healthz', '203.0.113.9'), await get('/healthz', '203.0.113.9')];
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('compileTrust', () => {
  it('trusts listed addresses, ranges and range names, IPv4 seen as IPv6 included', () => {
    const trust = compileTrust(['loopback', 'uniquelocal', '2001:db8::/32', '198.51.100.4']);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.2', '10.2.3.4', '192.168.1.1', 'fd00::1', '2001:db8::9', '198.51.100.4']) {
      expect([address, trust(address, 0)]).toEqual([address, true]);
    }
    for (const address of ['198.51.100.5', '8.8.8.8', '::ffff:8.8.8.8', 'fe80::1', 'not-an-ip', '']) {
      expect([address, trust(address, 0)]).toEqual([address, false]);
    }
  });

  it('trusts a number of hops whatever their address, or nobody', () => {
    const two = compileTrust(2);
    expect([two('8.8.8.8', 0), two('8.8.4.4', 1), two('1.1.1.1', 2)]).toEqual([true, true, false]);
    expect(compileTrust(false)('127.0.0.1', 0)).toBe(false);
    expect(() => compileTrust(['example.com'])).toThrow('not a proxy address');
  });
});
