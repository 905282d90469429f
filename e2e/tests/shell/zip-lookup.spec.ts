import { stateName } from '@handyman/contracts/validation';
import { expect, test, waitForHydration, type Page } from '../../support/test';
import { franchiseHome } from '../../support/content';
import { homePage, officesPage, ownedZip, textOf, unserviceableZip, zipBeyondThreshold } from '../../support/home-content';

// A homeowner types the ZIP where the work is to be done into the home page's finder.

async function openHomeFinder(page: Page) {
  await page.goto('/');
  const hero = page.getByRole('region', { name: (await homePage(page.request)).Banner.Heading.Value });
  return { hero, input: hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }) };
}

async function findOffice(page: Page, zip: string) {
  const { hero, input } = await openHomeFinder(page);
  await input.fill(zip);
  await hero.getByRole('button', { name: 'Find My Office' }).click();
  return { hero, input };
}

test('a ZIP inside an office’s territory leads to that office’s home page', async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const home = await franchiseHome(request, office.HomePageLink.URL);
  await findOffice(page, zip);
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
  await expect(page.getByTestId('franchise-name')).toHaveText(home.FranchiseCorporateControl.FranchiseName.Value);
});

/** The finder's page of a state by its two-letter abbreviation, as the browser's address shows it. */
function statePageOf(state: string): RegExp {
  const slug = (stateName(state) ?? state).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return new RegExp(`/offices/state/${slug}\\?nearestMiles=\\d+$`);
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [375, 1280]) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}, ${width} px: a ZIP more than 50 miles from the nearest office lands on its state’s page, saying why`, async ({
      browser,
      request,
    }) => {
      const { zip, state } = await zipBeyondThreshold(request);
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/');
      if (javaScriptEnabled) await waitForHydration(page);
      const hero = page.getByRole('region', { name: (await homePage(request)).Banner.Heading.Value });
      await hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
      await hero.getByRole('button', { name: 'Find My Office' }).click();
      await expect(page).toHaveURL(statePageOf(state));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Handyman offices in /);
      const notice = page.getByTestId('far-notice');
      await expect(notice).toContainText(/The nearest office is \d+ miles from your ZIP code/);
      await expect(notice).toBeInViewport();
      await expect(notice.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:1\d{10}$/);
      await context.close();
    });
  }
}

test('a ZIP no office serves leads to the finder with the not-in-your-area notice', async ({ page, request }) => {
  const zip = await unserviceableZip(request);
  const notice = textOf((await officesPage(request)).NoFranchisesCopy.Value);
  await findOffice(page, zip);
  await expect(page).toHaveURL(/\/offices\?noFranchises=true$/);
  const status = page.getByRole('status').filter({ hasText: notice.slice(0, 40) });
  await expect(status).toBeVisible();
  // The number in the notice can be tapped.
  await expect(status.getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', /^tel:1\d{10}$/);
});

test('an incomplete ZIP is marked with the zip lookup message, and focusing the box clears it', async ({ page }) => {
  const { hero, input } = await findOffice(page, '891');
  await expect(hero.getByRole('alert')).toHaveText('Please enter a valid zip code');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);

  await input.focus();
  await expect(input).toHaveValue('');
  await expect(hero.getByRole('alert')).toHaveCount(0);
});

test('the box takes five characters at most', async ({ page }) => {
  const { input } = await openHomeFinder(page);
  await input.pressSequentially('891345678');
  await expect(input).toHaveValue('89134');
});
