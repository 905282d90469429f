import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp({ siteUrl: 'https://www.example.com', siteOrigins: ['https://example.com'] });
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/booking/estimate',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,cache-control,ocp-apim-subscription-key,idempotency-key,x-form-fill-ms,x-form-trap',
    },
  });

describe('CORS', () => {
  it("lets the site's origins send the headers the site sends, and read Retry-After", async () => {
    for (const origin of ['https://www.example.com', 'https://example.com']) {
      const answer = await preflight(origin);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-methods']).toContain('POST');
      const allowed = String(answer.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/\s*,\s*/);
      for (const header of [
        'content-type',
        'cache-control',
        'ocp-apim-subscription-key',
        'idempotency-key',
        'x-form-fill-ms',
        'x-form-trap',
      ]) {
        expect(allowed).toContain(header);
      }
    }
  });

  it("marks answers readable by the site's pages only, exposing Retry-After and X-Request-Id", async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/page?path=home', headers: { origin: 'https://www.example.com' } });
    expect(site.headers['access-control-allow-origin']).toBe('https://www.example.com');
    expect(site.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
    expect(String(site.headers.vary)).toMatch(/Origin/);
    const other = await t.app.inject({ method: 'GET', url: '/api/page?path=home', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    // With SITE_URL set, localhost is no longer the site.
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
