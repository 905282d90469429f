import { ESTIMATE_FIELDS, ESTIMATE_FORM } from '@handyman/contracts/validation';
import fs from 'node:fs';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { seedWithOfficeHours } from '../testing/scheduling-kit';

// The scheduling page as the site's visitor meets it: the site's header with the office's name and
// number (or the national one), the way back, the estimate form's own fields, what the site already
// knew filled in, and without an office a ZIP step that leads to the office's booking page.

const SITE = 'https://www.handyman.example';
let t: TestApp;
let seedDir: string;
beforeEach(() => {
  seedDir = seedWithOfficeHours('henderson');
  t = makeTestApp({ seedDir, siteUrl: SITE });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const header = (body: string) => /<header class="site">[\s\S]*?<\/header>/.exec(body)?.[0] ?? '';
const valueOf = (body: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(body)?.[1];

test('the booking page has the site’s header: the office’s name, its number as the site shows it, and the way back to its page', async () => {
  const page = await get('/scheduling?office=henderson');
  const top = header(page.body);
  expect(top).toContain(`<a href="${SITE}/offices/henderson">Fixture Handyman of Henderson</a>`);
  expect(top).toMatch(/<a class="call" href="tel:7025550102"[^>]*>.*\(702\) 555-0102/);
  expect(top).not.toContain('866-FIX-MY-HOME');
  expect(page.body).toContain(`<p class="back"><a href="${SITE}/offices/henderson">&#8592; Back to Fixture Handyman of Henderson</a></p>`);
  expect(page.body).toContain('Call <a href="tel:7025550102">(702) 555-0102</a>');
});

test('its fields are the estimate form’s, drawn from their one definition', async () => {
  const page = await get('/scheduling?office=henderson');
  for (const field of ESTIMATE_FIELDS) {
    const spec = ESTIMATE_FORM[field];
    expect(page.body).toContain(`<label for="booking-${field}">${spec.label}</label>`);
    expect(page.body).toMatch(new RegExp(`id="booking-${field}" name="${spec.name}" autocomplete="${spec.autoComplete}"`));
  }
  expect(page.body).toMatch(
    /<input type="tel" inputmode="tel" placeholder="\(555\) 555-5555" data-format="phone" id="booking-phoneNumber"/,
  );
  expect(page.body).toMatch(/<input type="text" inputmode="numeric" maxlength="5" id="booking-zip" name="q6_zipCode"/);
});

test('the ZIP the site passes on is filled in, with its city and state; one that is not a ZIP is left out', async () => {
  const page = await get('/scheduling?office=henderson&zip=89052');
  expect(valueOf(page.body, 'q6_zipCode')).toBe('89052');
  expect(valueOf(page.body, 'city')).toBe('Henderson');
  expect(page.body).toMatch(/<option value="NV" selected>/);
  const odd = await get('/scheduling?office=henderson&zip=abc');
  expect(valueOf(odd.body, 'q6_zipCode')).toBe('');
});

describe('without an office: the ZIP step', () => {
  test('asks for the ZIP, under the site’s header with the national number and the way back to the site', async () => {
    const page = await get('/scheduling');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Book online with your local office</h1>');
    expect(page.body).toMatch(/<form class="zip" method="get" action="\/scheduling"/);
    expect(header(page.body)).toMatch(/href="tel:18663496946"[^>]*>.*866-FIX-MY-HOME/);
    expect(page.body).toContain(`<a href="${SITE}/">&#8592; Back to Fixture Handyman</a>`);
  });

  test('a ZIP an office serves goes to that office’s booking page, the ZIP carried along', async () => {
    const answer = await get('/scheduling?zip=89052');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/scheduling?office=henderson&zip=89052');
  });

  test('an office with a scheduling page of its own is sent there', async () => {
    const answer = await get('/scheduling?zip=89135');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('https://booking.example.com/summerlin');
  });

  test('a ZIP no office serves is said so, with the national number and no office', async () => {
    const answer = await get('/scheduling?zip=59001');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('No local office serves ZIP 59001 yet');
    expect(answer.body).toContain('Call <a href="tel:18663496946">866-FIX-MY-HOME</a> and our national team will help you.');
    expect(header(answer.body)).not.toContain('Your local office');
  });

  test('what is not a ZIP comes back in the box with the ZIP lookup’s message', async () => {
    const answer = await get('/scheduling?zip=8905');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/name="zip"[^>]*aria-invalid="true" aria-describedby="booking-zip-error" value="8905"/);
    expect(answer.body).toContain('<p class="error" id="booking-zip-error">Please enter a valid zip code</p>');
  });
});
