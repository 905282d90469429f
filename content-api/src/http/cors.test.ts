import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

describe('CORS', () => {
  it('lets any origin send the headers the site sends, and read Retry-After', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/booking/estimate',
      headers: {
        origin: 'https://franchise.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,cache-control,ocp-apim-subscription-key,idempotency-key,x-form-fill-ms,x-form-trap',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const allowed = String(preflight.headers['access-control-allow-headers'])
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
  });

  it('marks answers readable from any origin and exposes Retry-After and X-Request-Id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/page?path=home', headers: { origin: 'https://a.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
  });
});
