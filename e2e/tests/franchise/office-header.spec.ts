import { expect, test, type Page } from '../../support/test';

// An office's pages read as the office's own site at every width, with and without script: one
// office header (the site's header above it is a slim strip: logo and navigation), the banner near
// the top, one estimate button and one phone above it, and every page of the office a tap away.

const WIDTHS = [320, 375, 768, 1280, 1920] as const;
/** How far down the banner may start: the room the headers above it may take. */
const BANNER_TOP_LIMIT: Record<(typeof WIDTHS)[number], number> = { 320: 200, 375: 200, 768: 260, 1280: 220, 1920: 220 };
const OFFICE_PAGES = ['/offices/summerlin', '/offices/summerlin/our-team', '/offices/henderson/city/anthem'];

/** Links of a kind a visitor sees above the banner (the office header area). */
async function shownAbove(page: Page, selector: string, bottom: number): Promise<number> {
  return page.locator(selector).evaluateAll(
    (elements, limit) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          element.getClientRects().length > 0 && box.bottom > 0 && box.top < limit && getComputedStyle(element).visibility !== 'hidden'
        );
      }).length,
    bottom,
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const width of WIDTHS) {
      test(`at ${width} px the banner starts within ${BANNER_TOP_LIMIT[width]} px, under one estimate button and one phone`, async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        for (const path of OFFICE_PAGES) {
          await page.goto(path);
          const banner = page.locator('[data-office-bar] + *').first();
          const top = (await banner.boundingBox())!.y;
          expect(top, `${path}: the banner starts ${top} px down`).toBeLessThanOrEqual(BANNER_TOP_LIMIT[width]);
          expect(await shownAbove(page, 'a[href*="#GetEstimateLink"]', top), `${path}: estimate buttons`).toBe(1);
          expect(await shownAbove(page, 'a[href^="tel:"]', top), `${path}: phone links`).toBe(1);
          // The recent-office bar would name the office a second time: the office header does.
          await expect(page.getByRole('navigation', { name: 'Your local office' })).toBeHidden();
          // Nothing crushed: the office's menu and the call button keep their size.
          const office = page.getByTestId('office-header');
          const menu = (await office.locator('summary').boundingBox())!;
          expect(menu.width, `${path}: the office menu's width`).toBeGreaterThanOrEqual(80);
          const call = (await office.getByTestId('office-header-phone').locator('svg').boundingBox())!;
          expect(call.width).toBeGreaterThanOrEqual(16);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        }
      });
    }

    test('on a phone every office page is reachable from the office home, through the office’s menu', async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: 375, height: 740 });
      for (const [name, path] of [
        ['Our Team', '/offices/summerlin/our-team'],
        ['News & Events', '/offices/summerlin/news-and-events'],
        ['Seasonal Services', '/offices/summerlin/seasonal-services'],
        ['Blog', '/offices/summerlin/blog'],
      ] as const) {
        await page.goto('/offices/summerlin');
        const office = page.getByTestId('office-header');
        await office.getByText('Summerlin', { exact: true }).click();
        const pages = office.getByRole('navigation', { name: 'Summerlin office pages' });
        await expect(pages).toBeVisible();
        await pages.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(path);
      }
      // The office's services are in the same menu on a phone, and say they are the brand's pages.
      await page.goto('/offices/summerlin');
      await page.getByTestId('office-header').getByText('Summerlin', { exact: true }).click();
      const menu = page.getByTestId('office-pages-menu');
      await expect(menu.getByText('Our services, on the brand’s national service pages:')).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Painting', exact: true })).toHaveAttribute('href', '/services/painting');
    });

    test('on a desktop the Services menu says it leads to the national service pages', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/offices/summerlin');
      const office = page.getByTestId('office-header');
      await office.getByRole('button', { name: 'Services' }).hover();
      const menu = office.getByTestId('services-menu');
      await expect(menu.getByText('Our services, on the brand’s national service pages:')).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Painting', exact: true })).toBeVisible();
    });
  });
}
