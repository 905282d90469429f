import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { ESTIMATE_FORM, type EstimateValues } from '@handyman/contracts/validation';
import { ADMIN_TOKEN, makeTestApp, type TestApp } from '../testing/app-kit';
import { seedWithOfficeHours } from '../testing/scheduling-kit';

// The fixture clock: Thursday 1 May 2025, 12:00 UTC, 5:00 am in Las Vegas.
let t: TestApp;
let seedDir: string;
beforeEach(() => {
  seedDir = seedWithOfficeHours('summerlin');
  t = makeTestApp({ seedDir, minFillTimeMs: 1000, estimateRateLimit: { capacity: 2, refillPerMinute: 0.001 } });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

const VISITOR: EstimateValues = {
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: 'pat@example.com',
  street: '10 Desert Rose Way',
  city: 'Las Vegas',
  state: 'NV',
  zip: '89135',
  summary: 'Hang two doors',
};
/** The visitor's details as the form posts them: each field by its name in the estimate form's one definition. */
const posted = (values: Partial<EstimateValues>) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [ESTIMATE_FORM[field as keyof EstimateValues].name, value]));
const PERSON = posted(VISITOR);

async function openForm() {
  const page = await t.app.inject({ method: 'GET', url: '/scheduling?office=summerlin' });
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? '';
  return { page, key: hidden('form-key'), shown: hidden('shown-at') };
}

async function book(fields: Record<string, string>, ip = '203.0.113.9', headers: Record<string, string> = {}) {
  const { key, shown } = await openForm();
  t.clock.now += 20_000; // the visitor takes 20 s to fill it
  return t.app.inject({
    method: 'POST',
    url: '/scheduling?office=summerlin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ 'form-key': key, 'shown-at': shown, website: '', ...fields }).toString(),
    remoteAddress: ip,
  });
}

async function storedLeads() {
  const response = await t.app.inject({ method: 'GET', url: '/admin/leads', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return response.json<{ leads: { request: Record<string, unknown>; clientIp: string }[] }>().leads;
}

const options = (body: string, name: string) =>
  [...(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(body)?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map(
    (m) => m[1],
  );

test('the form offers the office’s open days ahead, their windows, and says which time zone', async () => {
  const { page } = await openForm();
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  // One script, the phone formatter, allowed by its own hash: nothing else may run. Posts only
  // here, framed only by the site (http/security-headers.test.ts).
  const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(scripts).toHaveLength(1);
  const hash = createHash('sha256').update(scripts[0]!).digest('base64');
  const policy = String(page.headers['content-security-policy']);
  expect(policy).toMatch(/^default-src 'none';.*form-action 'self';.*frame-ancestors 'self' /);
  expect(policy.split('; ').filter((directive) => directive.startsWith('script-src'))).toEqual([`script-src 'sha256-${hash}'`]);
  expect(page.body).toContain('Days and arrival windows are in Pacific Time, the time in Nevada.');
  // Thursday 1 May onwards for two weeks: no Saturday (by appointment) or Sunday (closed).
  expect(options(page.body, 'day')).toEqual([
    '',
    '2025-05-01',
    '2025-05-02',
    '2025-05-05',
    '2025-05-06',
    '2025-05-07',
    '2025-05-08',
    '2025-05-09',
    '2025-05-12',
    '2025-05-13',
    '2025-05-14',
  ]);
  expect(options(page.body, 'window')).toEqual([
    '',
    '07:30-09:30',
    '08:00-10:00',
    '09:30-11:30',
    '10:00-12:00',
    '11:30-13:30',
    '13:30-15:30',
  ]);
  for (const label of [
    'Full Name',
    'Phone Number',
    'Email Address',
    'Street Address',
    'City',
    'State',
    'ZIP Code',
    'Day',
    'Arrival window',
  ]) {
    expect(page.body).toMatch(new RegExp(`<label for="booking-[a-zA-Z]+">${label}</label>`));
  }
});

test('a booking goes through the estimate intake as a lead carrying its day and window, and is confirmed', async () => {
  const answer = await book({ ...PERSON, day: '2025-05-06', window: '09:30-11:30' });
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toContain('Your visit is requested');
  expect(answer.body).toContain('<strong>Tuesday, May 6</strong>\n  between <strong>9:30 am and 11:30 am</strong> (Pacific Time)');
  expect(answer.body).toMatch(/<a href="tel:\d{10}">/);
  const leads = await storedLeads();
  expect(leads).toHaveLength(1);
  expect(leads[0]!.clientIp).toBe('203.0.113.9');
  expect(leads[0]!.request).toMatchObject({
    customerName: 'Pat Lee',
    address: { zip: '89135', country: 'USA' },
    appointment: { date: '2025-05-06', windowStart: '09:30', windowEnd: '11:30', timeZone: 'America/Los_Angeles' },
    privacyOptOut: { gpc: false, choice: false },
    serviceTitanId: 'ST-summerlin',
  });
  // The booked office routed it; only its id is kept, as in any lead.
  expect(leads[0]!.request).not.toHaveProperty('officePath');
  expect(t.count('outbox')).toBe(1);
});

test('a booking from a browser sending Global Privacy Control is recorded as opted out', async () => {
  await book({ ...PERSON, day: '2025-05-06', window: '09:30-11:30' }, '203.0.113.9', { 'sec-gpc': '1' });
  expect((await storedLeads())[0]!.request.privacyOptOut).toEqual({ gpc: true, choice: false });
});

test('the same filled form sent twice is one lead', async () => {
  const { key, shown } = await openForm();
  t.clock.now += 20_000;
  const payload = new URLSearchParams({
    'form-key': key,
    'shown-at': shown,
    ...PERSON,
    day: '2025-05-06',
    window: '09:30-11:30',
  }).toString();
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/scheduling?office=summerlin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  expect((await send()).statusCode).toBe(200);
  expect((await send()).statusCode).toBe(200);
  expect(await storedLeads()).toHaveLength(1);
});

test('mistakes come back beside their fields with what was typed, and nothing is stored', async () => {
  const answer = await book({ ...PERSON, ...posted({ emailAddress: 'pat@', customerName: 'Pat <b>Lee</b>' }), day: '', window: '' });
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toMatch(/id="booking-emailAddress"[^>]*aria-invalid="true" aria-describedby="booking-emailAddress-error"/);
  expect(answer.body).toContain('<p class="error" id="booking-emailAddress-error">Please enter a valid emailID</p>');
  expect(answer.body).toContain('<p class="error" id="booking-day-error">Please choose a day.</p>');
  expect(answer.body).toContain('value="Pat &#60;b&#62;Lee&#60;/b&#62;"');
  expect(answer.body).toContain('>Hang two doors</textarea>');
  expect(await storedLeads()).toEqual([]);
});

test('a window the office does not have that day, a closed day or a past one, is refused', async () => {
  const friday = await book({ ...PERSON, day: '2025-05-02', window: '13:30-15:30' });
  expect(friday.statusCode).toBe(400);
  expect(friday.body).toContain(
    'On Friday, May 2 the office can arrive 8:00 am to 10:00 am, 10:00 am to 12:00 pm. Please choose one of those.',
  );
  for (const date of ['2025-05-04', '2025-04-30', '2025-06-30']) {
    const answer = await book({ ...PERSON, day: date, window: '09:30-11:30' });
    expect(answer.body).toContain('That day can no longer be booked online.');
  }
  expect(await storedLeads()).toEqual([]);
});

test('the intake’s rules apply: a bot is answered as a person, its booking set aside (never forwarded); a flood is slowed', async () => {
  const bot = await book({ ...PERSON, website: 'http://spam.example', day: '2025-05-06', window: '09:30-11:30' });
  expect(bot.statusCode).toBe(200);
  expect(await storedLeads()).toEqual([expect.objectContaining({ forwardStatus: 'spam' })]);
  const answers = [];
  for (let i = 0; i < 4; i += 1)
    answers.push(await book({ ...PERSON, ...posted({ summary: `Job ${i}` }), day: '2025-05-06', window: '09:30-11:30' }, '198.51.100.4'));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 429]);
  expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
  expect(answers[2]!.body).toContain('Too many requests from your connection just now.');
  expect(answers[2]!.body).toContain('value="Pat Lee"');
});

test('a lead store that cannot commit: the form again, kept, with the office’s number', async () => {
  jest.spyOn(t.leads, 'saveLead').mockRejectedValue(new Error('disk I/O error'));
  const answer = await book({ ...PERSON, day: '2025-05-06', window: '09:30-11:30' });
  expect(answer.statusCode).toBe(503);
  expect(answer.body).toMatch(/We could not save your request just now\. Please try again in a moment, or call <a href="tel:\d{10}">/);
  expect(answer.body).toContain('value="Pat Lee"');
});

test('an unknown office: the ZIP step, and a post to it stores nothing', async () => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/scheduling?office=nowhere',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(PERSON).toString(),
  });
  expect(answer.statusCode).toBe(404);
  expect(answer.body).toContain('<h1>Book online with your local office</h1>');
  expect(await storedLeads()).toEqual([]);
});
