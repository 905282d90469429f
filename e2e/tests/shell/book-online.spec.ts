import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../../support/test';
import { franchiseHome } from '../../support/content';
import { homePage, ownedZip } from '../../support/home-content';
import { schedulingUrl } from '../../support/layout-content';
import { SHELL_URL } from '../../support/stack';

// Book Online anywhere on the site books with the office the visitor has: found by ZIP on the home
// page, the home page's tab area, the header, a service's tab area and a package's booking box all
// go to that office's scheduling page, which then has the ZIP the visitor gave.

const SERVICE = '/services/painting';
const PACKAGE = '/packages/honey-do-half-day';

/** Every Book Online and Request an Appointment link on the page (shown or not, as its HTML has them). */
const bookingLinks = (page: Page) =>
  page
    .locator('a')
    .filter({ hasText: /^(Book Online|Request an Appointment)/ })
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);

test('JavaScript on: after finding the office by ZIP, every Book Online on the site books with it, the ZIP carried along', async ({
  page,
  request,
}) => {
  test.slow(); // five pages and a booking page, on a shared machine
  const { office, zip } = await ownedZip(request);
  const control = (await franchiseHome(request, office.HomePageLink.URL)).FranchiseCorporateControl;
  const slug = office.HomePageLink.URL.split('/').pop()!;
  const expected = `${await schedulingUrl(request)}?office=${slug}&zip=${zip}`;

  await page.goto('/');
  expect(await bookingLinks(page)).toEqual([await schedulingUrl(request)]);
  const hero = page.getByRole('region', { name: (await homePage(request)).Banner.Heading.Value });
  await hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
  await hero.getByRole('button', { name: 'Find My Office' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
  // The office's page makes it the visitor's office once it is shown.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('recentFranchisePath'))).toBe(office.HomePageLink.URL);

  for (const path of ['/', SERVICE, PACKAGE, '/careers']) {
    await page.goto(path);
    await expect.poll(() => bookingLinks(page), { message: path }).toEqual([expected]);
  }
  await page.goto(PACKAGE);
  await expect(page.getByTestId('package-book-online')).toHaveText(`Book Online with ${control.FranchiseName.Value}`);

  await page.goto('/');
  await page.getByRole('tab', { name: 'Book Online' }).click();
  await page.getByTestId('estimate-tabs').getByRole('link', { name: 'Book Online' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Book online with ${control.FranchiseName.Value}`);
  await expect(page.getByRole('form', { name: 'Book a visit' }).getByLabel('ZIP Code')).toHaveValue(zip);
});

async function returningVisitor(browser: Browser, office: string): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'recentOffice', value: encodeURIComponent(office), url: SHELL_URL }]);
  return context;
}

test('JavaScript off: a returning visitor’s office (its cookie) is in every Book Online link of the server’s pages', async ({
  browser,
  request,
}) => {
  const context = await returningVisitor(browser, 'offices/plano');
  const page = await context.newPage();
  const control = (await franchiseHome(request, 'offices/plano')).FranchiseCorporateControl;
  const expected = `${await schedulingUrl(request)}?office=plano`;
  for (const path of ['/', SERVICE, PACKAGE, '/careers']) {
    await page.goto(path);
    expect(await bookingLinks(page), path).toEqual([expected]);
  }
  await page.goto(PACKAGE);
  await expect(page.getByTestId('package-book-online')).toHaveText(`Book Online with ${control.FranchiseName.Value}`);
  // An office's own pages book with that office, whatever the visitor's office is.
  await page.goto('/offices/summerlin');
  expect(await bookingLinks(page)).toEqual([`${await schedulingUrl(request)}?office=summerlin`]);
  await context.close();
});
