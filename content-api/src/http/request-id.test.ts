import { makeTestApp, type TestApp } from '../testing/app-kit';

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

describe('the site server, proven by the forwarding secret', () => {
  const SECRET = 'a-forwarding-secret-for-tests';
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp({ forwardingSecret: SECRET });
  });
  afterAll(() => t.close());

  const get = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/healthz', remoteAddress, headers });

  it('keeps its request id from any address; without the secret, or with a wrong one, nobody is believed', async () => {
    expect((await get('192.0.2.50', { 'x-request-id': 'shell-abc-123', 'x-forwarding-secret': SECRET })).headers['x-request-id']).toBe(
      'shell-abc-123',
    );
    for (const headers of [{}, { 'x-forwarding-secret': 'not-the-secret-at-all' }] as Record<string, string>[]) {
      const answer = await get('127.0.0.1', { 'x-request-id': 'shell-abc-123', ...headers });
      expect(answer.headers['x-request-id']).not.toBe('shell-abc-123');
    }
  });
});
