import { expect, test, waitForHydration } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import {
  allPackageNames,
  cardNames,
  catalogPage,
  loadAllImages,
  packageDetail,
  topOf,
  openCatalogPage,
} from '../../support/catalog-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// The packages index and the package pages, against content-api's seed.

test.describe('packages index', () => {
  for (const address of ['/packages', '/packages.html']) {
    test(`${address}: heading, intro, the featured package, SHOW ALL with every package, office finder`, async ({ page, request }) => {
      const index = await catalogPage(request, 'packages', 'PackagesIndex');
      await openCatalogPage(page, address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(index.IntroHeading.Value);
      await expect(page).toHaveTitle(new RegExp(`^${index.Title}`));
      const featured = page.getByTestId('featured-package');
      await expect(featured.getByRole('heading', { level: 3 })).toHaveText(index.FeaturedPackages[0]!.Name);
      await expect(featured.getByRole('link', { name: `Learn More about ${index.FeaturedPackages[0]!.Name}` })).toHaveAttribute(
        'href',
        `/${index.FeaturedPackages[0]!.URL}`,
      );
      await expect(page.getByRole('tab')).toHaveText(['SHOW ALL', ...index.TaxonomyNavigation.Packages.map((category) => category.Name)]);
      await expect(page.getByRole('tab', { name: 'SHOW ALL' })).toHaveAttribute('aria-selected', 'true');
      expect(await cardNames(page.getByRole('tabpanel'))).toEqual(allPackageNames(index));
      await expect(page.getByTestId('find-an-office').getByRole('textbox')).toBeVisible();
    });
  }

  test('the hash picks a category; a tab click switches; Learn More opens the package', async ({ page, request }) => {
    const index = await catalogPage(request, 'packages', 'PackagesIndex');
    const [first, second] = index.TaxonomyNavigation.Packages;
    await openCatalogPage(page, `/packages#${second!.Name}`);
    await expect(page.getByRole('tab', { name: second!.Name })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cardNames(page.getByRole('tabpanel'))).toEqual(second!.Pages.Page.map((pkg) => pkg.Name));
    await page.getByRole('tab', { name: first!.Name }).click();
    await expect.poll(() => cardNames(page.getByRole('tabpanel'))).toEqual(first!.Pages.Page.map((pkg) => pkg.Name));
    await expect(page).toHaveURL(new RegExp(`#${first!.Name}$`));
    const pkg = first!.Pages.Page[1]!;
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: `Learn More about ${pkg.Name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${pkg.URL}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg.Name);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the menu's Exterior Packages lands on the package tabs, not on the hero`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (javaScriptEnabled) {
      await page.goto('/services');
      await waitForHydration(page);
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('button', { name: 'Packages', exact: true }).click();
      await menu.getByRole('link', { name: 'Exterior Packages' }).click();
    } else {
      await page.goto('/packages#Exterior'); // the menu's link, followed
    }
    await expect(page).toHaveURL(/\/packages#Exterior$/);
    const tabs = page.getByTestId('package-tabs');
    await expect(tabs).toBeInViewport();
    if (javaScriptEnabled) {
      await expect(page.getByRole('tab', { name: 'Exterior' })).toHaveAttribute('aria-selected', 'true');
      // Settled below the sticky header, the tabs themselves in sight.
      await expect
        .poll(() => tabs.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 3000 })
        .toBeLessThan(320);
      await expect(page.getByRole('tab', { name: 'Exterior' })).toBeInViewport();
    }
    await context.close();
  });
}

test.describe('package detail', () => {
  test('banner, breadcrumb, intro, time estimate, highlights with icons, what you get, options, gallery, terms and the local office', async ({
    page,
    request,
  }) => {
    const pkg = await packageDetail(request, 'curb-appeal');
    await openCatalogPage(page, '/packages/curb-appeal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg.Banner!.Heading.Value);
    await expect(page).toHaveTitle(new RegExp(`^${pkg.Title}`));
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Packages');
    await expect(page.getByTestId('time-estimate')).toHaveText(`${pkg.PackageTimeEstimateLabel!.Value}${pkg.PackageTimeEstimate!.Value}`);
    const highlights = page.getByRole('list', { name: 'Package highlights' }).getByRole('listitem');
    await expect(highlights).toHaveText(pkg.IconAndHighlight!.map((item) => item.HighlightText.Value));
    await expect(highlights.locator('svg')).toHaveCount(pkg.IconAndHighlight!.length);
    await expect(page.getByRole('heading', { level: 2, name: pkg.WhatYouGetLabel!.Value })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Additional Options' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('link')).toHaveText(
      pkg.ImageGallery!.map((item) => item.Caption!.Value),
    );
    await expect(page.getByRole('region', { name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByTestId('package-booking')).toContainText('Package availability and pricing vary by office');
  });

  test('Get An Estimate opens the estimate form; #book-online scrolls the booking box 200 px below the top', async ({ page }) => {
    await openCatalogPage(page, '/packages/curb-appeal');
    await page.getByRole('link', { name: 'Get An Estimate' }).click();
    await expect(page).toHaveURL(/#GetEstimateLink$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await openCatalogPage(page, '/packages/deck-restoration#book-online');
    await expect.poll(() => topOf(page.getByTestId('package-booking'))).toBe(200);
  });

  test('an unknown package is the not-found page', async ({ page }) => {
    await openCatalogPage(page, '/packages/not-a-package', page.getByTestId('not-found'));
  });
});

for (const width of SCREEN_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, address] of [
      ['packages-index', '/packages'],
      ['package-detail', '/packages/curb-appeal'],
    ]) {
      test(`${name}: screenshot and no serious accessibility problems`, async ({ page }) => {
        test.slow();
        await openCatalogPage(page, address!);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await loadAllImages(page);
        await saveScreenshot(page, `catalog-${name}`);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
