import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

// Whatever a client sends, the answer is a JSON 4xx (or a normal answer), never a 500 or a crash.
const HOSTILE_URLS = [
  '/api/page?path[]=home',
  '/api/page?path[a]=1',
  '/api/page?path=%00%ff',
  '/api/page?path=%E0%A4%A',
  '/api/search?filters=type=__proto__',
  '/api/search?filters=type=constructor',
  '/api/search?sort=__proto__',
  '/api/search?page=99999999999999999999',
  '/api/search?query=%F0%9F%94%A7%20faucet',
  '/api/search?query=((((((((((a*)*)*)*)*)*)*)*)*)*',
  '/api/blogindex?categoryName=__proto__',
  '/api/blogindex?startDate=9999-99-99&endDate=0000-00-00',
  '/api/__proto__',
  '/api/constructor',
  '/api/reviews?placeId=__proto__',
  '/external-services/zip-code-lookup?zipCode=__proto__',
  '/external-services/zip-code-lookup?zipCode=constructor',
  '/external-services/zip-code-lookup?zipCode=89135%0A',
  '/scheduling?office=__proto__',
  '/media/%00',
];

describe('hostile input', () => {
  it.each(HOSTILE_URLS)('GET %s answers without a server error', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode < 400) return;
    // An error body, or for an unknown page the empty content envelope.
    const body = response.json<Record<string, unknown>>();
    expect(typeof body.message === 'string' || body.totalResults === 0).toBe(true);
  });

  it.each([
    ['a prototype-polluting body', '{"__proto__":{"admin":true},"customerName":"x"}'],
    ['a deeply nested body', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['an empty body', ''],
  ])('POST with %s answers 4xx JSON and stores nothing', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/estimate',
      payload,
      headers: { 'content-type': 'application/json', 'x-form-fill-ms': '9000' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error');
    expect(t.count('leads')).toBe(0);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
