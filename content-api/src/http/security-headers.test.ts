import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { makeTestApp, type TestApp } from '../testing/app-kit';

// Another site frames content-api's booking page and makes its visitors post bookings (a plain
// form, and the JSON intake from its script): the browser names that site in Origin and
// Sec-Fetch-Site, and the service refuses the post and the frame.

const SITE = 'https://www.example.com';
const EVIL = 'https://evil.example';
let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ siteUrl: SITE, siteOrigins: [], publicBaseUrl: 'https://api.example.com' });
});
afterEach(() => t.close());

const PERSON = { customerName: 'Pat Lee', summary: 'Hang two doors' };

/** The booking form as a person sends it: its hidden fields and some of their details. */
async function filledBooking(): Promise<URLSearchParams> {
  const page = await t.app.inject({ method: 'GET', url: '/scheduling?office=summerlin' });
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? '';
  t.clock.now += 30_000;
  return new URLSearchParams({ 'form-key': hidden('form-key'), 'shown-at': hidden('shown-at'), website: '', ...PERSON });
}

const postBooking = (form: URLSearchParams, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/scheduling?office=summerlin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form.toString(),
    remoteAddress: '203.0.113.9',
  });

test('every answer carries the shell’s header set, and only the site may frame the booking page', async () => {
  for (const url of ['/scheduling?office=summerlin', '/scheduling', '/api/page?path=home', '/no/such/page', '/healthz']) {
    const answer = await t.app.inject({ method: 'GET', url });
    const policy = String(answer.headers['content-security-policy']);
    const framers = policy.split('; ').filter((directive) => directive.startsWith('frame-ancestors'));
    expect([url, framers]).toEqual([url, ["frame-ancestors 'self' https://www.example.com"]]);
    expect(policy).not.toContain('*');
    expect(policy).toContain("default-src 'none'");
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(String(answer.headers['permissions-policy'])).toContain('camera=()');
  }
});

test('a booking posted from another site is refused before it is read; the page’s own post reaches the form', async () => {
  const form = await filledBooking();
  const foreign: Record<string, string>[] = [
    { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    { origin: 'null' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of foreign) {
    const refused = await postBooking(form, headers);
    expect([headers, refused.statusCode]).toEqual([headers, 403]);
    expect(refused.json()).toMatchObject({ error: 'foreign_origin' });
  }
  const own: Record<string, string>[] = [{ origin: 'https://api.example.com' }, { 'sec-fetch-site': 'same-origin' }];
  for (const headers of own) {
    const answer = await postBooking(form, headers);
    expect([headers, answer.headers['content-type']]).toEqual([headers, 'text/html; charset=utf-8']);
  }
  expect(t.count('leads')).toBe(0);
});

test('the JSON intake takes posts from the site’s pages and from servers, never from another site’s script', async () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/estimate',
      headers: { ...humanHeaders(), ...headers },
      payload: JSON.stringify(validEstimate()),
    });
  expect((await post({ origin: EVIL, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  expect((await post({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  expect(t.count('leads')).toBe(0);
  expect((await post({ origin: SITE, 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
  // The site's server (no Origin, no Fetch Metadata) acts only as itself.
  expect((await post({})).statusCode).toBe(200);
  expect(t.count('leads')).toBe(2);
});
