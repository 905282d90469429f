import { expect, test, type Locator, type Page } from '@playwright/test';
import { homePage, ownedZip } from '../../support/home-content';
import { noteWhenLive, scriptsBeforeLive } from '../../support/live';
import { waitForHydration } from '../../support/test';

// On a phone, what is further down than the first screen hydrates when the visitor comes near it:
// the page is live without that code (the footer's here), the server's HTML is all there meanwhile,
// and once scrolled to, the section answers as before.

const FOOTER_CODE = 'Follow us';

/** The bodies of the scripts the page fetched before it was live. */
async function bodiesBeforeLive(page: Page, bodies: Map<string, string>): Promise<string[]> {
  const urls = await scriptsBeforeLive(page);
  await expect.poll(() => urls.every((url) => bodies.has(url))).toBe(true);
  return urls.map((url) => bodies.get(url)!);
}

/** Whether React has taken the element over (hydrated it): it then holds React's own fields. */
function hydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
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
