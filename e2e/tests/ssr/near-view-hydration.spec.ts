import { expect, test, type Page } from '@playwright/test';
import { homePage, ownedZip } from '../../support/home-content';
import { noteWhenLive, scriptsBeforeLive } from '../../support/live';
import { hydrated, waitForHydration } from '../../support/test';

// On a phone, what is further down than the first screen hydrates when the visitor comes near it:
// the page is live without that code (the footer's here), the server's HTML is all there meanwhile,
// and once scrolled to, the section answers as before.

const FOOTER_CODE = 'Follow us';
/** Text only the estimate form's code holds (the form's accessible name). */
const FORM_CODE = 'Free estimate request';

/** The bodies of the scripts the page fetched before it was live. */
async function bodiesBeforeLive(page: Page, bodies: Map<string, string>): Promise<string[]> {
  const urls = await scriptsBeforeLive(page);
  await expect.poll(() => urls.every((url) => bodies.has(url))).toBe(true);
  return urls.map((url) => bodies.get(url)!);
}

test.use({ viewport: { width: 412, height: 800 }, hasTouch: true });

test('a phone gets the home page live without the footer’s code; scrolled to, the footer hydrates and answers', async ({ page }) => {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.text().catch(() => ''));
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await noteWhenLive(page);
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByTestId('site-footer');
  // The server's footer is in the page, links and all, before its code.
  await expect(footer.getByRole('list', { name: 'Follow us' })).toBeAttached();
  expect((await bodiesBeforeLive(page, bodies)).some((body) => body.includes(FOOTER_CODE))).toBe(false);
  expect([...bodies.values()].some((body) => body.includes(FOOTER_CODE))).toBe(false);
  expect(await hydrated(footer)).toBe(false);

  // The back-to-top button is the layout's: it shows past half a screen, the footer still waiting.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  expect(await hydrated(footer)).toBe(false);

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => [...bodies.values()].some((body) => body.includes(FOOTER_CODE))).toBe(true);
  await expect.poll(() => hydrated(footer)).toBe(true);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('opened at an address with a hash, the page hydrates every section at once', async ({ page }) => {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto('/#GetEstimateLink');
  await waitForHydration(page);
  await expect.poll(() => [...bodies.values()].some((body) => body.includes(FOOTER_CODE))).toBe(true);
  await expect.poll(() => hydrated(page.getByTestId('site-footer'))).toBe(true);
});

test('a client navigation hydrates the sections still waiting', async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const heading = (await homePage(request)).Banner.Heading.Value;
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByTestId('site-footer');
  expect(await hydrated(footer)).toBe(false);
  const hero = page.getByRole('region', { name: heading });
  await hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
  await hero.getByRole('button', { name: 'Find My Office' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
  await expect.poll(() => hydrated(footer)).toBe(true);
});

for (const [name, path] of [
  ['the home page', '/'],
  ['an office home', '/offices/summerlin'],
] as const) {
  test(`a phone gets ${name} live without the estimate form’s code; opened, the form hydrates with what was typed`, async ({ page }) => {
    const bodies = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.text().catch(() => ''));
    });
    const formCode = () => [...bodies.values()].some((body) => body.includes(FORM_CODE));
    // A form the script does not hold would post itself: a document request of its own.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const area = page.getByTestId('estimate-tabs');
    const toggle = area.getByRole('button', { name: 'Request an estimate online' });
    const form = area.getByRole('form', { name: 'Free estimate request' });
    // Folded on a phone: its code is not what the first screen needs.
    await expect(form).toBeHidden();
    expect(formCode()).toBe(false);

    await toggle.click();
    await expect(form).toBeVisible();
    // Typed at once, perhaps before the form's code is in: the form takes it in when it hydrates.
    await form.getByLabel('Full Name').fill('Ada Lovelace');
    await expect.poll(formCode).toBe(true);
    await expect.poll(() => hydrated(form)).toBe(true);
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    // The form is the script's now: a send with fields missing is stopped in the page, with the errors.
    await form.getByRole('button', { name: /submit|estimate/i }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    expect(posts).toEqual([]);
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  });
}

test('the home page’s trays hydrate one by one: the one near the first screen with the page, the last when scrolled to', async ({
  page,
  request,
}) => {
  const trays = (await homePage(request)).Trays ?? [];
  const first = trays[0] as { IntroHeading?: { Value: string } } | undefined;
  const last = trays.at(-1) as { Page?: { Link?: string } } | undefined;
  expect(first?.IntroHeading?.Value).toBeTruthy();
  expect(last?.Page?.Link).toBeTruthy();
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const firstHeading = page.getByRole('heading', { name: first!.IntroHeading!.Value });
  const lastLink = page.getByRole('main').getByRole('link', { name: last!.Page!.Link! });
  await expect(lastLink).toBeAttached();
  await expect.poll(() => hydrated(firstHeading)).toBe(true);
  expect(await hydrated(lastLink)).toBe(false);

  await lastLink.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(lastLink)).toBe(true);
  await expect(lastLink).toBeVisible();
});

test('a city page’s trays hydrate near the first screen, and the form in its estimate tray far below when scrolled to', async ({
  page,
}) => {
  // Every script asked for, and its body, awaited before each look: one still coming is not missed.
  const bodies: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      bodies.push(
        request.response().then(
          (response) => response?.text() ?? '',
          () => '',
        ),
      );
  });
  const formCode = async () => (await Promise.all(bodies)).some((body) => body.includes(FORM_CODE));
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/offices/summerlin/city/the-lakes');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The estimate tray is one of the trays, which hydrated as one section near the first screen;
  // the form inside it is the server's until the visitor comes near.
  const tray = page.locator('section[aria-labelledby="estimate-tray-heading"]');
  await expect.poll(() => hydrated(tray.getByRole('heading', { level: 2 }))).toBe(true);
  const form = tray.getByRole('form', { name: 'Free estimate request' });
  // The trays' hydration would have asked for the form's code as it drew it.
  await expect(form.getByLabel('Full Name')).toBeAttached();
  expect(await formCode()).toBe(false);
  expect(await hydrated(form)).toBe(false);

  await form.scrollIntoViewIfNeeded();
  await expect.poll(formCode).toBe(true);
  await expect.poll(() => hydrated(form)).toBe(true);
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByRole('button', { name: /submit|estimate/i }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  expect(posts).toEqual([]);
});
