import { makeTestApp, type TestApp } from '../testing/app-kit';

const KEY = 'sub-key-for-tests';

describe('subscription key', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp({ subscriptionKey: KEY });
  });
  afterAll(() => t.close());

  it.each(['/api/page?path=home', '/api/x31', '/localoffice/orderby/state', '/external-services/zip-code-lookup?zipCode=89135'])(
    'refuses %s without the right key',
    async (url) => {
      const missing = await t.app.inject({ method: 'GET', url, headers: { origin: 'http://localhost:3000' } });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ error: 'unauthorized', message: 'Missing or invalid Ocp-Apim-Subscription-Key header.' });
      // The site's page can read why (CORS headers on the refusal too).
      expect(missing.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const wrong = await t.app.inject({ method: 'GET', url, headers: { 'ocp-apim-subscription-key': 'guess' } });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({ method: 'GET', url, headers: { 'Ocp-Apim-Subscription-Key': KEY } });
      expect(right.statusCode).toBe(200);
    },
  );

  it.each(['/%61pi/x31', '/%61pi/page?path=home', '/%6cocaloffice/orderby/state', '/external%2Dservices/zip-code-lookup?zipCode=89135'])(
    'cannot be dodged by spelling the address with percent-encoding: %s',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );

  it('also guards the estimate POST', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(t.count('leads')).toBe(0);
  });

  it('leaves media, health, the scheduling page and CORS preflights open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/Images/Offices/summerlin/banner.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/scheduling?office=summerlin' })).statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/page?path=home',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'ocp-apim-subscription-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
  });
});

describe('without a configured key', () => {
  it('allows every call', async () => {
    const t = makeTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/page?path=home' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
