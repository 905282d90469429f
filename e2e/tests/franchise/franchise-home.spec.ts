import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { estimateAnswers, fillEstimateForm, visitor } from '../../support/estimate-content';
import { franchiseHome } from '../../support/content';
import { franchiseHomeExpectations } from '../../support/franchise-content';
import { loadWholePage } from '../../support/home-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// An office's home page (/offices/summerlin): everything from its content with its placeholders
// filled, the sections the office nav jumps to, and an estimate request from its own tab area.

const OFFICE = 'offices/summerlin';

const section = (page: Page, id: string) => page.locator(`main section#${id}`);
const banner = (page: Page) => page.locator('main section', { has: page.getByRole('heading', { level: 1 }) });
/** How far below what covers the top (the site header on phones, and the office's sticky bar) a section's top sits. */
const gapBelowHeader = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const header = document.querySelector('header')!;
    const sticky = ['sticky', 'fixed'].includes(getComputedStyle(header).position);
    const bar = document.querySelector('[data-testid="office-header"]');
    const covered = Math.max(sticky ? header.getBoundingClientRect().bottom : 0, bar ? bar.getBoundingClientRect().bottom : 0);
    return Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top - covered);
  }, id);

test('the office’s content with placeholders filled: H1, phone, hours, offers, top reviews and work', async ({ page, request }) => {
  const expected = await franchiseHomeExpectations(request, OFFICE);
  await page.goto(`/${OFFICE}`);
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
  await expect(page).toHaveTitle(new RegExp(`^${expected.title.replace(/[$()|.]/g, '\\$&')}`));
  await expect(banner(page).locator('img')).toHaveAttribute('src', new RegExp(`${expected.home.LocalBannerImage!.Value}(\\?|$)`));
  await expect(banner(page).locator('img')).toHaveAttribute('loading', 'eager');
  const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');

  await expect(page.getByTestId('franchise-name')).toHaveText(expected.name);
  const phone = page.getByTestId('franchise-phone');
  await expect(phone).toHaveText(expected.phone.display);
  await expect(phone).toHaveAttribute('href', `tel:${expected.phone.tel}`);
  const hours = page.getByTestId('office-hours');
  await expect(hours.locator('dl > div')).toHaveCount(expected.hours.length);
  for (const [index, row] of expected.hours.entries()) {
    await expect(hours.locator('dl > div').nth(index)).toHaveText(new RegExp(row.replace(/^(\S+( - | & )\S+|\S+) /, '$1.*')));
  }

  const offers = main.getByRole('region', { name: 'Save On Your Next Service' });
  for (const name of expected.offers) {
    await expect(offers.getByRole('article', { name }).getByRole('link', { name: 'Claim This Offer' })).toHaveAttribute(
      'href',
      `/${OFFICE}#GetEstimateLink`,
    );
  }
  const reviews = main.getByRole('region', { name: 'What Our Customers Say' });
  await expect(reviews.getByRole('figure')).toHaveCount(3);
  await expect(reviews.locator('figcaption > span:first-child')).toHaveText(expected.topReviewers);
  await expect(
    reviews
      .getByRole('figure')
      .first()
      .getByRole('img', { name: /^Rated \d out of 5 stars$/ }),
  ).toBeVisible();

  const work = main.getByRole('region', { name: expected.ourWork.heading, exact: true });
  await work.scrollIntoViewIfNeeded();
  const photos = work.getByRole('region', { name: `${expected.ourWork.heading}: photos` }).locator('img');
  await expect
    .poll(async () => new Set(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).size)
    .toBe(expected.ourWork.photos);
  await expect(work.getByRole('link', { name: 'See Full Gallery' })).toHaveAttribute('href', expected.ourWork.galleryHref);

  const text = await main.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script').forEach((script) => script.remove());
    return copy.textContent ?? '';
  });
  expect(text).not.toContain('{');
});

test('an office open around the clock shows Open 24/7 instead of day rows', async ({ page, request }) => {
  const tampa = await franchiseHomeExpectations(request, 'offices/tampa');
  expect(tampa.hours).toEqual(['Open 24/7']);
  await page.goto('/offices/tampa');
  await expect(page.getByTestId('office-hours')).toContainText('Open 24/7');
  await expect(page.getByTestId('office-hours').locator('dl')).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px /offices/summerlin#reviews lands on the reviews section, clear of the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${OFFICE}#reviews`);
    await expect(section(page, 'reviews')).toBeInViewport();
    await expect.poll(() => gapBelowHeader(page, 'reviews')).toBe(16);
    await expect(section(page, 'reviews')).toBeFocused();
  });
}

test('the recent-office bar’s Reviews link goes to the office’s reviews section', async ({ page }) => {
  await page.goto(`/${OFFICE}`);
  await expect(page.getByTestId('franchise-name')).toBeVisible();
  await page.getByTestId('header-logo').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Your local office' }).getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${OFFICE}#reviews$`));
  await expect(section(page, 'reviews')).toBeInViewport();
  await expect.poll(() => gapBelowHeader(page, 'reviews')).toBe(16);
});

test('banner height is reserved: 300 px on phones, 400 px from 768 px', async ({ page }) => {
  for (const [width, height] of [
    [375, 300],
    [1280, 400],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${OFFICE}`);
    await expect.poll(async () => (await banner(page).boundingBox())?.height).toBe(height);
  }
});

test('an estimate from the office page’s tab area goes to the office’s contact_success page', async ({ page, request }) => {
  const expected = await franchiseHomeExpectations(request, OFFICE);
  const person = visitor(expected.zip.zip);
  await page.goto(`/${OFFICE}#GetEstimateLink`);
  const tabs = page.getByTestId('estimate-tabs');
  await expect(tabs.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const form = tabs.getByRole('form', { name: 'Free estimate request' });
  await fillEstimateForm(form, person, expected.zip);
  const answers = estimateAnswers(page);
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`/${OFFICE}/contact_success$`));
  expect((await answers[0]!).body.bookingSentSuccessfully).toBe(true);
});

test('Print opens a printable view of that offer, which Escape closes', async ({ page, request }) => {
  const expected = await franchiseHomeExpectations(request, OFFICE);
  const name = expected.offers[0]!;
  await page.goto(`/${OFFICE}#offers`);
  const print = page.getByRole('button', { name: `Print the offer: ${name}` });
  await print.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(expected.phone.display);
  await expect(dialog.getByRole('button', { name: 'Print This Offer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(print).toBeFocused();
});

for (const width of [375, 1280]) {
  test(`no serious accessibility problems on the office page at ${width} px`, async ({ page }) => {
    // The office home is long (every section): scrolling it through and checking it takes a while.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${OFFICE}`);
    await expect(page.getByTestId('franchise-name')).toBeVisible();
    await loadWholePage(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('screenshots of the office page at phone, tablet and desktop widths', async ({ page }) => {
  test.slow();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${OFFICE}`);
    await expect(page.getByTestId('franchise-name')).toBeVisible();
    await loadWholePage(page);
    await saveScreenshot(page, 'franchise-home');
  }
});

test('an office whose owner manages its reviews content has no reviews slider and no Reviews in its nav', async ({ page, request }) => {
  const home = await franchiseHome(request, 'offices/huntsville');
  const owners = home.FranchiseCorporateControl.FranchiseOwnersControl;
  expect(owners.OwnerManagedContent?.Value).toBe('On');
  expect(owners.Reviews?.length).toBeGreaterThan(0);
  await page.goto('/offices/huntsville');
  await expect(page.getByTestId('franchise-name')).toBeVisible();
  await expect(page.locator('#reviews')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Reviews' })).toHaveCount(0);
  await expect(page.locator('#offers')).toHaveCount(1);
});
