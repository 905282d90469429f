import { expect, hydrated, test, waitForHydration } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { catalogPage, loadAllImages, topOf, openCatalogPage } from '../../support/catalog-content';
import { estimateSettings } from '../../support/estimate-content';
import { textOf } from '../../support/home-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// The services index and the service pages, against content-api's seed.

test.describe('services index', () => {
  for (const address of ['/services', '/services.html']) {
    test(`${address}: banner, intro, popular services, three tabs, footnotes, office finder, breadcrumb and title`, async ({
      page,
      request,
    }) => {
      const index = await catalogPage(request, 'services', 'ServicesIndex');
      await openCatalogPage(page, address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(index.BannerHeading.Value);
      await expect(page).toHaveTitle(new RegExp(`^${index.Title}`));
      await expect(page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Services');
      const popular = page.getByRole('region', { name: 'Most Popular Services' }).getByRole('link');
      await expect(popular).toHaveCount(index.MostPopularServices.length);
      await expect(popular.first().getByRole('presentation')).toHaveAttribute('width', '250');
      await expect(popular.first().getByRole('presentation')).toHaveAttribute('height', '150');
      await expect(page.getByRole('tab')).toHaveText(['By Room', 'By Area', 'By Service']);
      await expect(page.getByRole('tab', { name: 'By Room' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(/Services vary by location/)).toBeVisible();
      await expect(page.getByTestId('find-an-office').getByRole('textbox')).toBeVisible();
    });
  }

  test('a tab hash selects its tab and scrolls it 286 px below the top on a wide window', async ({ page, request }) => {
    const index = await catalogPage(request, 'services', 'ServicesIndex');
    const area = index.ServicesTray.Navigation.Page.find((tab) => tab.ID === 'search-by-area')!;
    await openCatalogPage(page, '/services#search-by-area');
    await expect(page.getByRole('tab', { name: 'By Area' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#search-by-area')).toBeVisible();
    await expect(page.locator('#search-by-room')).toBeHidden();
    await expect(page.locator('#search-by-area').getByRole('heading', { level: 3 })).toHaveText(area.Group.map((group) => group.Name));
    await expect.poll(() => topOf(page.getByTestId('service-tabs'))).toBe(286);
  });

  test('an unknown hash gives the room tab; a click shows another tab and names it in the address', async ({ page }) => {
    await openCatalogPage(page, '/services#not-a-tab');
    await expect(page.getByRole('tab', { name: 'By Room' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'By Service' }).click();
    await expect(page.locator('#search-by-service')).toBeVisible();
    await expect(page.locator('#search-by-room')).toBeHidden();
    await expect(page).toHaveURL(/#search-by-service$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('groups are collapsed behind their names, and the tab hash scroll stops 272 px below the top', async ({ page }) => {
      await openCatalogPage(page, '/services#search-by-service');
      // The scroll first: a tap stops it where it is (CI once tapped a group as it began, 52 px above).
      await expect.poll(() => topOf(page.getByTestId('service-tabs'))).toBe(272);
      const group = page.locator('#search-by-service').getByTestId('link-group').first();
      const toggle = group.getByRole('button');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(group.getByRole('link').first()).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(group.getByRole('link').first()).toBeVisible();
      expect(await topOf(page.getByTestId('service-tabs'))).toBe(272);
    });
  });
});

test.describe('service pages', () => {
  test('a service: banner, breadcrumb, intro with image, side links, office finder; a hash opens its accordion item and scrolls to it', async ({
    page,
    request,
  }) => {
    const service = await catalogPage(request, 'services/carpentry', 'ServiceDetail');
    const item = service.Accordion![2]!.Heading.Value;
    const slug = item
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await openCatalogPage(page, `/services/carpentry#${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.Banner!.Heading.Value);
    await expect(page).toHaveTitle(new RegExp(`^${service.Title}`));
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Services');
    await expect(page.getByRole('img', { name: service.CopyImageFrame!.AlternateText })).toBeVisible();
    const side = page.getByRole('complementary', { name: `More about ${service.ServiceName}` });
    for (const set of service.LinkSet!) {
      await expect(side.getByRole('heading', { name: set.Title })).toBeVisible();
      await expect(side.getByRole('link', { name: set.Page[0]!.Link })).toHaveAttribute('href', `/${set.Page[0]!.URL}`);
    }
    await expect(side.getByRole('textbox')).toBeVisible();
    const opened = page.locator(`details#${slug}`);
    await expect(opened).toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect.poll(() => topOf(opened), { timeout: 6_000 }).toBe(200);
  });

  test('a service that asks for it shows the estimate and book-online tabs; #GetEstimateLink opens its estimate tab, not the modal', async ({
    page,
    request,
  }) => {
    const service = await catalogPage(request, 'services/painting', 'ServiceDetail');
    const { brand } = await estimateSettings(request);
    expect(service.ScheduleandEstimateTabTray?.Value).toBe('Yes');
    await openCatalogPage(page, '/services/painting#GetEstimateLink');
    const area = page.getByTestId('estimate-tabs');
    await expect(area.getByRole('tab', { name: service.TabContent!.EstimateTabText.Value })).toHaveAttribute('aria-selected', 'true');
    await expect(area).toBeInViewport();
    await expect(page.getByRole('dialog', { name: `${brand} Estimate Request` })).toHaveCount(0);
    await area.getByRole('tab', { name: service.TabContent!.ScheduleTabText.Value }).click();
    await expect(area.getByRole('tabpanel')).toContainText(textOf(service.TabContent!.ScheduleCopy.Value).slice(0, 30));

    // A service without it has no tab area; there #GetEstimateLink is the modal's.
    await openCatalogPage(page, '/services/carpentry#GetEstimateLink');
    await expect(page.getByRole('dialog', { name: `${brand} Estimate Request` })).toBeVisible();
    await expect(page.getByTestId('estimate-tabs')).toHaveCount(0);
  });

  test("a service's trays: drawn by the server, hydrated as the visitor nears them, and drawn by a client navigation", async ({
    page,
    request,
  }) => {
    const service = await catalogPage(request, 'services/painting', 'ServiceDetail');
    const gallery = service.Trays![0]! as unknown as { Heading: { Value: string }; Image: { Image: { AlternateText: string } }[] };
    const tray = () => page.getByRole('main').getByRole('heading', { level: 2, name: gallery.Heading.Value, exact: true });
    const photos = () => gallery.Image.map((item) => page.getByRole('img', { name: item.Image.AlternateText, exact: true }));
    // The server's page holds the trays, at the foot of the page, below the first screen.
    await openCatalogPage(page, '/services/painting');
    await waitForHydration(page);
    await expect(tray()).toHaveCount(1);
    await expect(tray()).not.toBeInViewport();
    await tray().scrollIntoViewIfNeeded();
    for (const photo of photos()) await expect(photo).toBeVisible();
    // Hydrated near the viewport (React has taken the server's element over): its link is the
    // app's now, a client navigation.
    const link = page.getByRole('main').getByRole('link', { name: gallery.Image[0]!.Image.AlternateText }).first();
    await expect.poll(() => hydrated(link)).toBe(true);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await link.click();
    await expect(page).toHaveURL(/\/services\/painting\/interior-painting$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // A client navigation back to the service draws its trays at once.
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/painting$/);
    await expect(tray()).toHaveCount(1);
    for (const photo of photos()) await expect(photo).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('Doors & Windows has its fixed doors and windows sections, each with its own page', async ({ page, request }) => {
    const doors = await catalogPage(request, 'services/doors-and-windows/doors', 'ServiceDetail');
    await openCatalogPage(page, '/services/doors-and-windows');
    await expect(page.getByTestId('fixed-section-doors').getByRole('heading')).toHaveText(doors.ServiceName);
    await expect(page.getByTestId('fixed-section-windows').getByRole('heading')).toHaveText('Windows');
    await page.getByRole('link', { name: 'More about doors' }).click();
    await expect(page).toHaveURL(/\/services\/doors-and-windows\/doors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doors.Banner!.Heading.Value);
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Doors & Windows');
    await openCatalogPage(page, '/services/doors-and-windows/windows');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Windows');
  });

  test('a sub-service and the franchise-prefixed address show their content', async ({ page, request }) => {
    const sub = await catalogPage(request, 'services/painting/interior-painting', 'ServiceDetail');
    await openCatalogPage(page, '/services/painting/interior-painting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.Banner!.Heading.Value);
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Painting');
    await expect(page.getByRole('img', { name: sub.CopyImageFrame!.AlternateText })).toBeVisible();
    await openCatalogPage(page, '/summerlin/services/painting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painting');
    await expect(page).toHaveURL(/\/services\/painting$/);
  });

  test('an unknown service is the not-found page', async ({ page }) => {
    await openCatalogPage(page, '/services/not-a-service', page.getByTestId('not-found'));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the side link lists open and close', async ({ page }) => {
      await openCatalogPage(page, '/services/carpentry');
      const side = page.getByRole('complementary');
      // Below the service's text on a phone: the side column hydrates as the visitor comes to it.
      await side.scrollIntoViewIfNeeded();
      const toggle = side.getByRole('button', { name: 'Related Services' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(side.getByRole('link', { name: 'Painting' })).toBeHidden();
      await toggle.click();
      await expect(side.getByRole('link', { name: 'Painting' })).toBeVisible();
    });
  });
});

for (const width of SCREEN_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, address] of [
      ['services-index', '/services'],
      ['service-detail', '/services/doors-and-windows'],
      ['sub-service', '/services/painting/interior-painting'],
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
