import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN, PORTS, SHELL_URL } from '../../support/stack';

// Another site frames content-api's booking page, and makes its visitors' browsers post a booking
// and the site's no-script estimate form from its own pages. The browser names that site (Origin,
// Sec-Fetch-Site), the booking page may be framed only by the site, and both posts are refused:
// nothing is stored.

// Clear of the ports other specs take; *.localhost is this machine to Chromium, and another site.
const PORT = PORTS.shell + 175;
const EVIL = `http://evil.localhost:${PORT}`;

const person = {
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: `framed-${Date.now()}@example.com`,
  street: '1 Main St',
  city: 'Las Vegas',
  state: 'NV',
};
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');

/** The other site's page: the booking page in a frame, and two forms posting to our servers. */
const EVIL_PAGE = `<!doctype html><title>Win a prize</title>
<iframe id="framed" name="framed" src="${API_URL}/scheduling?office=summerlin" width="600" height="400"></iframe>
<form id="booking" method="post" action="${API_URL}/scheduling?office=summerlin">${hidden({ ...person, zip: '89135', summary: 'Framed', day: '2030-01-07', window: '08:00-10:00', 'form-key': 'x', 'shown-at': '1' })}</form>
<form id="estimate" method="post" action="${SHELL_URL}/services">${hidden({ 'estimate-form': 'modal', ...person, q6_zipCode: '89135', q7_tellUs: 'Framed', website: '' })}</form>`;

let server: Server;
test.beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(EVIL_PAGE));
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise((resolve) => server.close(resolve)));

async function leadsOf(email: string): Promise<number> {
  const answer = await fetch(`${API_URL}/admin/leads?limit=500`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const { leads } = (await answer.json()) as { leads: { request: { emailAddress: string } }[] };
  return leads.filter((lead) => lead.request.emailAddress === email).length;
}

test('another site cannot frame the booking page', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => refusals.push(message.text()));
  await page.goto(EVIL);
  await expect.poll(() => refusals.some((text) => /frame-ancestors/.test(text))).toBe(true);
  // The frame holds Chromium's error page, not the booking form.
  const framed = page.frame({ name: 'framed' });
  expect(await framed?.locator('form').count()).toBe(0);
});

for (const [form, target] of [
  ['booking', `${API_URL}/scheduling`],
  ['estimate', `${SHELL_URL}/services`],
] as const) {
  test(`a ${form} posted from another site's page is refused, and nothing is stored`, async ({ page }) => {
    await page.goto(EVIL);
    const answer = page.waitForResponse((response) => response.url().startsWith(target) && response.request().method() === 'POST');
    await page.locator(`#${form}`).evaluate((element: HTMLFormElement) => element.submit());
    expect((await answer).status()).toBe(403);
    expect(await leadsOf(person.emailAddress)).toBe(0);
  });
}
