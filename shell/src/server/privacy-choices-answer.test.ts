import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { privacyChoicesAnswer } from './privacy-choices-answer';

const SITE = 'https://www.example.com';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function posted(body: string, headers: Record<string, string> = {}): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.headers = { ...FORM, ...headers };
  request.push(body);
  request.push(null);
  return request;
}

test('one press opts the browser out: a 13-month first-party cookie, and back to the page saying so', async () => {
  const answer = await privacyChoicesAnswer(posted('sale=out', { 'sec-fetch-site': 'same-origin' }), SITE);
  expect(answer.status).toBe(303);
  expect(answer.headers.Location).toBe('/your-privacy-choices?saved=sale-out');
  expect(answer.headers['Set-Cookie']).toBe('privacyChoices=sale-out.analytics-on; Max-Age=34128000; Path=/; SameSite=Lax; Secure');
  expect(answer.headers['Cache-Control']).toBe('no-store');
});

test('a change keeps the other answer the browser already gave; the site over http gets no Secure flag', async () => {
  const answer = await privacyChoicesAnswer(
    posted('analytics=off', { cookie: 'a=1; privacyChoices=sale-out.analytics-on' }),
    'http://localhost:3000',
  );
  expect(answer.headers['Set-Cookie']).toBe('privacyChoices=sale-out.analytics-off; Max-Age=34128000; Path=/; SameSite=Lax');
  const back = await privacyChoicesAnswer(posted('sale=in', { cookie: 'privacyChoices=sale-out.analytics-off' }), SITE);
  expect(back.headers['Set-Cookie']).toMatch(/^privacyChoices=sale-in\.analytics-off;/);
  expect(back.headers.Location).toBe('/your-privacy-choices?saved=sale-in');
});

test('a form from another site changes nothing', async () => {
  const crossSite = await privacyChoicesAnswer(posted('sale=in', { 'sec-fetch-site': 'cross-site' }), SITE);
  expect(crossSite.status).toBe(403);
  expect(crossSite.headers['Set-Cookie']).toBeUndefined();
  const otherOrigin = await privacyChoicesAnswer(posted('sale=in', { origin: 'https://evil.example' }), SITE);
  expect(otherOrigin.status).toBe(403);
  expect((await privacyChoicesAnswer(posted('sale=out', { origin: SITE }), SITE)).status).toBe(303);
});

test('a post that names no choice, or is no form, is refused and sets nothing', async () => {
  for (const body of ['', 'sale=maybe', 'analytics=', 'other=1']) {
    const answer = await privacyChoicesAnswer(posted(body), SITE);
    expect([answer.status, answer.headers['Set-Cookie']]).toEqual([400, undefined]);
  }
  expect((await privacyChoicesAnswer(posted('{"sale":"out"}', { 'content-type': 'application/json' }), SITE)).status).toBe(415);
});
