import { expect, test, type Page } from '../../support/test';
import { pageOfSchema } from '@handyman/contracts';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { pageAt } from '../../support/content';
import { estimateAnswers, fillEstimateForm, storedLeads, visitor } from '../../support/estimate-content';
import { franchiseHomeExpectations } from '../../support/franchise-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// An office's campaign landing page and its service-city pages, against content-api.

const OFFICE = 'offices/summerlin';
const CAMPAIGN = `${OFFICE}/campaign/summer-ready`;

/** The page's visible text, without script data blocks. */
const visibleText = (page: Page) => page.locator('body').innerText();

test('a campaign page: office logo and call button, the offer with the office filled in, a slim footer, no site header', async ({
  page,
  request,
}) => {
  const expected = await franchiseHomeExpectations(request, OFFICE);
  await page.goto(`/${CAMPAIGN}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByTestId('campaign-header');
  await expect(header.getByTestId('campaign-logo')).toHaveAttribute('href', `/${OFFICE}`);
  await expect(header.getByTestId('campaign-phone')).toHaveAttribute('href', `tel:${expected.phone.tel}`);
  await expect(header.getByTestId('campaign-phone')).toContainText(expected.phone.display);
  await expect(page.getByTestId('campaign-footer')).toContainText(expected.name);
  await expect(page.getByTestId('campaign-footer')).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.getByTestId('desktop-nav')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  expect(await visibleText(page)).not.toMatch(/\{(City|Phone|FranchiseName|State|StateAbbreviation)\}/);
});

test('a campaign page’s own form sends the lead to the office and thanks the visitor in a modal 80% of the window wide and high', async ({
  page,
  request,
}) => {
  const expected = await franchiseHomeExpectations(request, OFFICE);
  const person = visitor(expected.zip.zip);
  await page.goto(`/${CAMPAIGN}`);
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await fillEstimateForm(form, person, expected.zip);
  const answers = estimateAnswers(page);
  await form.getByRole('button', { name: 'GET YOUR ESTIMATE' }).click();
  const thanks = page.getByRole('dialog', { name: 'Estimate Request' });
  await expect(thanks).toContainText('Thank You For Your Estimate Request!');
  await expect(page).toHaveURL(new RegExp(`/${CAMPAIGN}$`));
  const box = (await thanks.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width / viewport.width).toBeCloseTo(0.8, 2);
  expect(box.height / viewport.height).toBeCloseTo(0.8, 2);
  await expect(thanks.getByRole('link', { name: 'LEARN MORE ABOUT OUR HANDYMAN SERVICES' })).toHaveAttribute('href', `/${OFFICE}`);
  expect((await answers[0]!).body.bookingSentSuccessfully).toBe(true);
  const leads = await storedLeads(request, person);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.request.serviceTitanId).toBe(expected.home.FranchiseCorporateControl.ServiceTitanID!.Value);
});

test('a city of the office: its heading, breadcrumb and office card; the structured data is the office serving the city', async ({
  page,
  request,
}) => {
  const expected = await franchiseHomeExpectations(request, OFFICE);
  const city = expected.home.ServiceCitySEO![1]!;
  const detail = pageOfSchema(await pageAt(request, city.CityURL), 'FranchiseDetailPage')!;
  await page.goto(`/${city.CityURL}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
  await expect(breadcrumb).toContainText(city.City.Value);
  const card = page.getByRole('complementary');
  await expect(card.getByRole('link', { name: expected.phone.display })).toHaveAttribute('href', `tel:${expected.phone.tel}`);
  await expect(card.getByRole('link', { name: 'Get a Free Estimate' })).toHaveAttribute('href', `/${OFFICE}#GetEstimateLink`);
  expect(await visibleText(page)).not.toMatch(/\{(City|Phone|FranchiseName|State|StateAbbreviation)\}/);
  // One business entity: the office (its @id), serving this city.
  // The structured data travels in the page's head (the shell writes one script per object).
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const businesses = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((block) => block['@type'] === 'HomeAndConstructionBusiness');
  expect(businesses).toHaveLength(1);
  const data = businesses[0]!;
  expect(data['@id']).toMatch(new RegExp(`/${OFFICE}#business$`));
  expect(data.areaServed).toEqual([{ '@type': 'City', name: city.City.Value }]);
  expect(detail.Name).toBeTruthy();
});

test('an address under /city/ that is not one of the office’s cities goes to the office home', async ({ page }) => {
  await page.goto(`/${OFFICE}/city/atlantis`);
  await expect(page).toHaveURL(new RegExp(`/${OFFICE}$`));
  await expect(page.getByTestId('franchise-phone')).toBeVisible();
});

for (const width of SCREEN_WIDTHS) {
  test(`campaign and city pages at ${width} px: screenshots and no serious accessibility violations`, async ({ page, request }) => {
    // City pages are long (services, reviews, estimate form, cities): scrolling and checking them takes a while.
    test.slow();
    const city = (await franchiseHomeExpectations(request, OFFICE)).home.ServiceCitySEO![1]!;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${CAMPAIGN}`);
    await expect(page.getByTestId('campaign-footer')).toBeVisible();
    await saveScreenshot(page, 'franchise-campaign');
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/${city.CityURL}`);
    await expect(page.getByRole('complementary')).toBeVisible();
    await saveScreenshot(page, 'franchise-city');
    await expectNoSeriousA11yViolations(page);
  });
}
