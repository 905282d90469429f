import { expect, test } from '../../support/test';
import { allPackageNames, catalogPage, packageDetail } from '../../support/catalog-content';
import { franchiseHome } from '../../support/content';

// With JavaScript off, the server's HTML alone carries what a homeowner (or a crawler) needs on
// every catalog page: the server renders every page in full.

test.describe('catalog pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('services index: heading, intro, popular services and every tab’s groups and links', async ({ page, request }) => {
    const index = await catalogPage(request, 'services', 'ServicesIndex');
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(index.BannerHeading.Value);
    await expect(page.getByRole('region', { name: 'Most Popular Services' }).getByRole('link')).toHaveCount(
      index.MostPopularServices.length,
    );
    for (const tab of index.ServicesTray.Navigation.Page) {
      const panel = page.locator(`#${tab.ID}`);
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(tab.Name);
      await expect(panel.getByRole('link')).toHaveCount(tab.Group.reduce((sum, group) => sum + group.Page.length, 0));
    }
  });

  test('service detail: heading, intro, every accordion answer in the page, side links', async ({ page, request }) => {
    const service = await catalogPage(request, 'services/carpentry', 'ServiceDetail');
    await page.goto('/services/carpentry');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.Banner!.Heading.Value);
    // The page's own disclosures (the header's menu is one too, without script).
    await expect(page.locator('main details')).toHaveCount(service.Accordion!.length);
    await page.locator('main summary').first().click();
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
    await expect(page.getByRole('complementary').getByRole('link', { name: service.LinkSet![0]!.Page[0]!.Link })).toBeVisible();
  });

  test('a service with the estimate tab area has its tabs and estimate form in the page', async ({ page, request }) => {
    const service = await catalogPage(request, 'services/painting', 'ServiceDetail');
    await page.goto('/services/painting');
    const area = page.getByTestId('estimate-tabs');
    await expect(area.getByRole('tab', { name: service.TabContent!.EstimateTabText.Value })).toBeVisible();
    await expect(area.getByRole('tab', { name: service.TabContent!.ScheduleTabText.Value })).toBeVisible();
  });

  test('packages index: every package card with Learn More', async ({ page, request }) => {
    const index = await catalogPage(request, 'packages', 'PackagesIndex');
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(index.IntroHeading.Value);
    await expect(page.getByRole('tabpanel').getByTestId('package-card').getByRole('heading')).toHaveText(allPackageNames(index));
  });

  test('package detail: time estimate, highlights, what you get and terms', async ({ page, request }) => {
    const pkg = await packageDetail(request, 'curb-appeal');
    await page.goto('/packages/curb-appeal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg.Name);
    await expect(page.getByTestId('time-estimate')).toContainText(pkg.PackageTimeEstimate!.Value);
    await expect(page.getByRole('list', { name: 'Package highlights' }).getByRole('listitem')).toHaveCount(pkg.IconAndHighlight!.length);
    await expect(page.getByRole('region', { name: 'Terms & Conditions' })).toBeVisible();
  });

  test('an office city page lists the office’s own packages', async ({ page, request }) => {
    const home = await franchiseHome(request, 'offices/tempe');
    await page.goto(`/${home.ServiceCitySEO![0]!.CityURL}`);
    await expect(page.getByTestId('franchise-packages').getByTestId('package-card')).toHaveCount(
      home.FranchiseCorporateControl.FranchiseOwnersControl.Packages!.LocalPackages.length,
    );
  });
});

test.describe('server answers for catalog addresses', () => {
  test('an unknown service or package answers 404 with the not-found page', async ({ request }) => {
    for (const address of ['/services/not-a-service', '/packages/not-a-package']) {
      const response = await request.get(address);
      expect(response.status()).toBe(404);
    }
  });

  test('pages hydrate without a mismatch, whatever the hash asks for', async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    for (const address of [
      '/services#search-by-area',
      '/services/carpentry#trim-and-molding',
      '/packages#Exterior',
      '/packages/curb-appeal#book-online',
    ]) {
      await page.goto(address);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    }
    expect(problems).toEqual([]);
  });
});
