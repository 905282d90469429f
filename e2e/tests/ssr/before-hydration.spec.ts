import { expect, test, type Page } from '@playwright/test';
import { franchiseHome } from '../../support/content';
import { homePage, ownedZip, unserviceableZip } from '../../support/home-content';
import { officeWithZip, storedLeads, typeEstimateForm, visitor } from '../../support/estimate-content';
import { waitForHydration } from '../../support/test';

// A phone on a slow line shows the server's HTML long before the scripts run: what the visitor
// types or sends in that time must not be lost, and the find-your-office form works with no script.

function heroFinder(page: Page, heading: string) {
  const hero = page.getByRole('region', { name: heading });
  return {
    input: hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }),
    submit: hero.getByRole('button', { name: 'Find My Office' }),
  };
}

/** Holds every script of the site until release() is called. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a ZIP typed before the page hydrated is kept when it does, and finishes there', async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const heading = (await homePage(request)).Banner.Heading.Value;
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const { input, submit } = heroFinder(page, heading);
  await input.click();
  await input.pressSequentially(zip.slice(0, 2));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await waitForHydration(page);
  await expect(input).toHaveValue(zip.slice(0, 2));
  await input.pressSequentially(zip.slice(2));
  await expect(input).toHaveValue(zip);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
});

/**
 * Holds the script that has the given text in it until release() is called: the app runs, while
 * the part of the page that script brings stays the server's HTML, as on a slow phone.
 */
async function holdScriptWith(page: Page, text: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(text)) {
      asked();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested, release };
}

test('a ZIP typed while the home page hydrates is kept, and the page is live only once it is', async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const heading = (await homePage(request)).Banner.Heading.Value;
  // The home page's own code (the script that draws its hero's heading; the page's data came with
  // the HTML, so its loader is not fetched at all).
  const { requested, release } = await holdScriptWith(page, 'home-heading');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The app runs and asked for the page's code: React queues what happens in the page until it is
  // in, then replays it (the focus after the typing).
  await requested;
  const { input, submit } = heroFinder(page, heading);
  await input.click();
  await input.pressSequentially(zip);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await waitForHydration(page);
  await expect(input).toHaveValue(zip);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
});

test('a ZIP sent before the page hydrated is looked up by the server', async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const heading = (await homePage(request)).Banner.Heading.Value;
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const { input, submit } = heroFinder(page, heading);
  await input.fill(zip);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
});

test('an estimate form filled in before the page hydrated is sent as filled once it is live', async ({ page, request }) => {
  const office = await officeWithZip(request);
  const person = visitor(office.zip);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Free estimate request' });
  const send = form.getByRole('button', { name: 'Get An Estimate' });
  // A press before the page is live posts the form to the server (see the next test).
  await expect(send).toBeEnabled();
  await typeEstimateForm(form, person, office);
  release();
  await waitForHydration(page);
  await expect(form.getByLabel('Full Name')).toHaveValue(person.name);
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/${office.path}/contact_success$`));
});

test('an estimate form sent before the page is live goes to the server, which sends it on', async ({ page, request }) => {
  const office = await officeWithZip(request);
  const person = visitor(office.zip);
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await typeEstimateForm(form, person, office);
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.path}/contact_success(#.*)?$`));
  expect((await storedLeads(request, person)).map((lead) => lead.request.serviceTitanId)).toEqual([office.serviceTitanId]);
});

test('on a phone, an estimate form started before the page was live stays open once it is', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/offices/summerlin', { waitUntil: 'domcontentloaded' });
  const area = page.getByTestId('estimate-tabs');
  const form = area.getByRole('form', { name: 'Free estimate request' });
  // The server's form is open; its disclosure, which could not answer a press yet, is not shown.
  await expect(form).toBeVisible();
  await expect(area.getByRole('button', { name: 'Request an estimate online' })).toHaveCount(0);
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  release();
  await waitForHydration(page);
  await expect(area.getByRole('button', { name: 'Request an estimate online' })).toHaveAttribute('aria-expanded', 'true');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
});

test('on a phone, a form nobody started folds behind its disclosure once the page is live and opens on a press', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/offices/summerlin');
  await waitForHydration(page);
  const area = page.getByTestId('estimate-tabs');
  const toggle = area.getByRole('button', { name: 'Request an estimate online' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(area.getByRole('form', { name: 'Free estimate request' })).toBeHidden();
  await toggle.click();
  await expect(area.getByRole('form', { name: 'Free estimate request' })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the find-your-office form leads to the office, or to the finder with the notice', async ({ page, request }) => {
    const { office, zip } = await ownedZip(request);
    const home = await franchiseHome(request, office.HomePageLink.URL);
    const heading = (await homePage(request)).Banner.Heading.Value;
    await page.goto('/');
    let finder = heroFinder(page, heading);
    await finder.input.fill(zip);
    await finder.submit.click();
    await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
    await expect(page.getByTestId('franchise-name')).toHaveText(home.FranchiseCorporateControl.FranchiseName.Value);

    await page.goto('/');
    finder = heroFinder(page, heading);
    await finder.input.fill(await unserviceableZip(request));
    await finder.submit.click();
    await expect(page).toHaveURL(/\/offices\?noFranchises=true$/);
  });

  test('on a phone the estimate form is open, with no disclosure that could not answer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/offices/summerlin');
    const area = page.getByTestId('estimate-tabs');
    await expect(area.getByRole('form', { name: 'Free estimate request' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Request an estimate online' })).toHaveCount(0);
  });

  test('a ZIP that is not one comes back to its box, with the message beside it', async ({ page, request }) => {
    await page.goto('/');
    const finder = heroFinder(page, (await homePage(request)).Banner.Heading.Value);
    await finder.input.fill('891');
    await finder.submit.click();
    await expect(page).toHaveURL(/\/\?zipCode=891&zipForm=/);
    await expect(finder.input).toHaveValue('891');
    await expect(finder.input).toHaveAccessibleDescription('Please enter a valid zip code');
  });
});

test('a before/after slider moved before the page hydrated shows the picture where the handle is', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/offices/plano/our-work', { waitUntil: 'domcontentloaded' });
  const slider = page.getByRole('slider', { name: 'Slide to compare before and after' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('52');
  release();
  await waitForHydration(page);
  await expect(page.getByTestId('before-after')).toHaveAttribute('style', /--position: 52%/);
});

test('a visitor who scrolled before the page hydrated stays where they scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdScripts(page);
  await page.goto('/offices/summerlin', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await waitForHydration(page);
  // The page's late effects (the office recorded, its remote's code in) have had their turn too.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(2000);
});

test('a returning visitor sees their office’s bar and phone with the first paint, and nothing moves when the page is live', async ({
  page,
  request,
}) => {
  const control = (await franchiseHome(request, 'offices/plano')).FranchiseCorporateControl;
  const phone = control.PhoneNumber.Value.replace(/\D/g, '');
  await page.goto('/offices/plano');
  await waitForHydration(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const release = await holdScripts(page);
  await page.goto('/services', { waitUntil: 'domcontentloaded' });
  const bar = page.getByTestId('recent-franchise-bar');
  // Before any script ran: the server's HTML already has the office.
  await expect(bar.getByRole('link', { name: control.FranchiseName.Value })).toBeVisible();
  await expect(page.getByTestId('header-phone')).toHaveText(new RegExp(`${phone.slice(0, 3)}.*${phone.slice(-4)}$`));
  const before = await bar.boundingBox();
  const mainBefore = await page.locator('main').boundingBox();
  release();
  await waitForHydration(page);
  await expect(bar.getByRole('link', { name: control.FranchiseName.Value })).toBeVisible();
  expect(await bar.boundingBox()).toEqual(before);
  expect((await page.locator('main').boundingBox())?.y).toBe(mainBefore?.y);
  await expect(page.getByTestId('header-phone')).toHaveText(new RegExp(`${phone.slice(0, 3)}.*${phone.slice(-4)}$`));
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('the server renders a returning visitor’s office from their cookie, and keeps that page out of shared caches', async ({ request }) => {
  const control = (await franchiseHome(request, 'offices/plano')).FranchiseCorporateControl;
  const visitor = await request.get('/services', { headers: { Cookie: 'recentOffice=offices%2Fplano' } });
  expect(visitor.headers()['cache-control']).toMatch(/^private/);
  expect(await visitor.text()).toContain(control.FranchiseName.Value);
  const stranger = await request.get('/services', { headers: { Cookie: 'recentOffice=offices%2F..%2Fadmin' } });
  expect(stranger.headers()['cache-control']).toMatch(/^public/);
  expect(await stranger.text()).not.toContain(control.FranchiseName.Value);
});
