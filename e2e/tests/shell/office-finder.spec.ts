import type { OfficeListing } from '@handyman/contracts';
import { expect, test, type Page } from '../../support/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { displayPhone } from '../../support/content';
import { loadWholePage, officeDirectory, officesPage, officeStates, textOf } from '../../support/home-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// The office finder: the front page (a small brand's offices under their states), a page per
// state, and what a visitor without a local office is told; with JavaScript on and off.

/** The address of a state's page: its name in lowercase words joined by hyphens. */
const statePath = (name: string) => `/offices/state/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The page record block the browser hydrates from. */
async function pageState(page: Page): Promise<string> {
  return (await page.locator('#__handyman-state').textContent()) ?? '';
}

async function expectCards(page: Page, offices: OfficeListing[]) {
  for (const office of offices) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: office.Name, exact: true }) });
    await expect(card.getByRole('link', { name: office.Name, exact: true })).toHaveAttribute('href', `/${office.HomePageLink.URL}`);
    await expect(card).toContainText(`${office.City}, ${office.StateAbbreviation}`);
    const phone = card.getByRole('link', { name: `Call ${office.Name} at ${displayPhone(office.PhoneNumber)}` });
    await expect(phone).toHaveAttribute('href', `tel:${office.PhoneNumber.replace(/\D/g, '')}`);
    await expect(card.getByRole('link', { name: `View office for ${office.Name}` })).toHaveAttribute('href', `/${office.HomePageLink.URL}`);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the front page lists the few offices under their states, each state linking to its page', async ({ page, request }) => {
      const [content, states] = await Promise.all([officesPage(request), officeStates(request)]);
      await page.goto('/offices');
      await expect(page.getByRole('heading', { level: 1, name: content.Heading.Value })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: textOf(content.NoFranchisesCopy.Value).slice(0, 40) })).toHaveCount(0);
      for (const state of states) {
        const region = page.getByRole('region', { name: state.State, exact: true });
        await expect(region.getByRole('link', { name: state.State, exact: true })).toHaveAttribute('href', statePath(state.State));
        await expect(region.getByRole('listitem')).toHaveCount(state.officeCount);
        await expectCards(page, await officeDirectory(request, state.StateAbbreviation));
      }
      await expect(page).toHaveTitle(new RegExp(`^${content.Title}`));
      // The list is in the HTML only: the page's JSON state names no office.
      const [office] = await officeDirectory(request, states[0]!.StateAbbreviation);
      expect(await pageState(page)).not.toContain(office!.Name);
    });

    test('a state’s page: heading, breadcrumb, canonical, the ZIP search and its offices, not repeated in the JSON state', async ({
      page,
      request,
    }) => {
      const states = await officeStates(request);
      const state = states.find((item) => item.officeCount > 1) ?? states[0]!;
      const offices = await officeDirectory(request, state.StateAbbreviation);
      await page.goto(statePath(state.State));
      await expect(page.getByRole('heading', { level: 1, name: `Handyman offices in ${state.State}` })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Handyman Offices in ${state.State}`));
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
      await expect(trail.getByText(state.State, { exact: true })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${statePath(state.State)}$`));
      await expect(page.getByRole('main').getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toBeVisible();
      const list = page.getByRole('list', { name: `Offices in ${state.State}` });
      await expect(list.getByRole('listitem')).toHaveCount(offices.length);
      await expectCards(page, offices);
      const json = await pageState(page);
      for (const office of offices) {
        expect(json).not.toContain(office.Name);
        expect(json).not.toContain(office.PhoneNumber);
      }
    });

    test('a slug that names no state is a 404, never indexed; a state without offices says so and is not indexed either', async ({
      page,
      request,
    }) => {
      const unknown = await page.goto('/offices/state/atlantis');
      expect(unknown?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      const listed = new Set((await officeStates(request)).map((state) => state.State));
      const without = ['Oregon', 'Maine', 'Vermont', 'Alaska'].find((name) => !listed.has(name))!;
      const empty = await page.goto(statePath(without));
      expect(empty?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: `Handyman offices in ${without}` })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `We don’t have an office in ${without} yet.` })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('the state chooser goes to the state’s page', async ({ page, request }) => {
      const [state] = await officeStates(request);
      await page.goto('/offices');
      const chooser = page.getByRole('combobox', { name: 'Choose your state' });
      await expect(chooser.getByRole('option')).toHaveCount(60);
      await chooser.selectOption(state!.StateAbbreviation);
      await page.getByRole('button', { name: 'Show offices' }).click();
      await expect(page).toHaveURL(new RegExp(`${statePath(state!.State)}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Handyman offices in ${state!.State}` })).toBeVisible();
    });

    test('noFranchises=true shows the not-in-your-area notice, its number a link', async ({ page, request }) => {
      const content = await officesPage(request);
      await page.goto('/offices?noFranchises=true');
      const status = page.getByRole('status').filter({ hasText: textOf(content.NoFranchisesCopy.Value).slice(0, 40) });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', /^tel:1\d{10}$/);
    });

    test('the far notice’s old address on the front page lands on the state’s page with the notice', async ({ page, request }) => {
      const [state] = await officeStates(request);
      await page.goto(`/offices?nearestMiles=80&state=${state!.StateAbbreviation}`);
      await expect(page).toHaveURL(new RegExp(`${statePath(state!.State)}\\?nearestMiles=80$`));
      const notice = page.getByTestId('far-notice');
      await expect(notice).toContainText('The nearest office is 80 miles from your ZIP code');
      await expect(notice.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:1\d{10}$/);
    });
  });
}

test('/offices#STATE, which only the browser sees, goes to that state’s page', async ({ page, request }) => {
  const states = await officeStates(request);
  const last = states[states.length - 1]!;
  await page.goto(`/offices#${last.StateAbbreviation}`);
  await expect(page).toHaveURL(new RegExp(`${statePath(last.State)}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Handyman offices in ${last.State}` })).toBeVisible();
});

test('/FindACraftsman and its office-prefixed variant go to the finder at /offices; another prefix is not found', async ({
  page,
  request,
}) => {
  const [content, states] = await Promise.all([officesPage(request), officeStates(request)]);
  for (const path of ['/FindACraftsman', '/summerlin/findacraftsman']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/offices$/);
    await expect(page.getByRole('heading', { level: 1, name: content.Heading.Value })).toBeVisible();
    await expect(page.getByRole('region', { name: states[0]!.State, exact: true })).toBeVisible();
  }
  await page.goto('/x/findacraftsman');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('from a state’s page an office opens in the app, and back returns to the list', async ({ page, request }) => {
  const [state] = await officeStates(request);
  const [office] = await officeDirectory(request, state!.StateAbbreviation);
  await page.goto(statePath(state!.State));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: office!.Name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${office!.HomePageLink.URL}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('list', { name: `Offices in ${state!.State}` }).getByRole('listitem')).toHaveCount(state!.officeCount);
});

/** Opens a finder page and waits for its offices, lazy images and footer. */
async function openFinder(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('link', { name: /^View office for / }).first()).toBeVisible();
  await loadWholePage(page);
}

// One test per page and width: each page is scrolled whole (every lazy image loaded) before the check,
// and three long pages in one test outran 30 s on a busy CI machine.
const A11Y_PAGES = [
  { name: 'front page', path: async () => '/offices' },
  { name: 'front page with the notice', path: async () => '/offices?noFranchises=true' },
  {
    name: 'a state’s page',
    path: async (request: APIRequestContext) => `${statePath((await officeStates(request))[0]!.State)}?nearestMiles=80`,
  },
];
for (const width of [375, 1280]) {
  for (const finderPage of A11Y_PAGES) {
    test(`no serious accessibility problems at ${width} px: ${finderPage.name}`, async ({ page, request }) => {
      // 10-15 s each on a quiet machine (axe over a page of every state's offices), more on a busy one.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await openFinder(page, await finderPage.path(request));
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('screenshots of the finder and a state’s page at phone, tablet and desktop widths', async ({ page, request }) => {
  // Nine whole-page loads with every image: more than the default 30 s on a busy machine.
  test.slow();
  const [state] = await officeStates(request);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await openFinder(page, '/offices');
    await saveScreenshot(page, 'office-finder');
    await openFinder(page, '/offices?noFranchises=true');
    await saveScreenshot(page, 'office-finder-no-franchises');
    await openFinder(page, statePath(state!.State));
    await saveScreenshot(page, 'office-finder-state');
  }
});

test('on a phone an office’s name looks like a link and a visible button leads to its page', async ({ page, request }) => {
  const [state] = await officeStates(request);
  const [office] = await officeDirectory(request, state!.StateAbbreviation);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(statePath(state!.State));
  const name = page.getByRole('link', { name: office!.Name, exact: true });
  expect(await name.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
  const visit = page.getByRole('link', { name: `View office for ${office!.Name}` });
  await visit.scrollIntoViewIfNeeded();
  await expect(visit).toBeVisible();
  expect((await visit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/${office!.HomePageLink.URL}$`));
});
