import { expect, test, type Page } from '../../support/test';

// Office pages at every width from a small phone to a wide desktop: nothing widens the page, the
// office's tab bar shows every tab whole, and on a phone one sticky header carries one estimate and
// one call button.

const WIDTHS = [320, 375, 768, 1024, 1280, 1920] as const;

const OFFICE_PAGES = [
  '/offices/summerlin',
  '/offices/summerlin/offers',
  '/offices/summerlin/reviews',
  '/offices/plano/our-work',
  '/offices/henderson/city/anthem',
  '/offices/tampa/services/kitchen-and-bath',
  '/offices/summerlin/blog',
  '/offices/summerlin/blog/hard-water-and-your-fixtures',
];

/** Scrolls through the page, so what takes over on the way (carousels, late images) is in place. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of WIDTHS) {
  test(`at ${width} px no office page scrolls sideways, and the office tab bar shows every tab whole`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const path of OFFICE_PAGES) {
      await page.goto(path);
      await scrollThrough(page);
      expect(await overflow(page), `${path} is ${await overflow(page)} px wider than the window`).toBeLessThanOrEqual(0);
    }
    await page.goto('/offices/summerlin');
    const tabs = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    if (width < 993) {
      await expect(tabs.first()).toBeHidden();
      return;
    }
    await expect(tabs.first()).toBeVisible();
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { name: link.textContent, left: box.left, right: box.right, width: box.width };
      }),
    );
    expect(boxes.length).toBeGreaterThan(5);
    for (const box of boxes) {
      expect(box.left, `${box.name} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.name} ends inside the window`).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(0);
    }
  });
}

test('the Services menu, open at 768 px, stays inside the window', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/offices/summerlin');
  const bar = page.getByTestId('office-header');
  await bar.getByRole('button', { name: 'Services' }).click();
  const menu = bar.getByTestId('services-menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

/** The links and buttons of a kind that a visitor sees in the top 200 px of the window. */
async function shownAtTop(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return element.getClientRects().length > 0 && box.bottom > 0 && box.top < 200 && getComputedStyle(element).visibility !== 'hidden';
      }).length,
  );
}

for (const path of ['/offices/summerlin', '/offices/summerlin/offers', '/offices/henderson/city/anthem']) {
  test(`on a phone ${path} has one sticky header with one estimate and one call button`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    const bar = page.getByTestId('office-header');
    const estimates = 'header a[href*="#GetEstimateLink"], [data-office-bar] a[href*="#GetEstimateLink"]';
    const calls = 'header a[href^="tel:"], [data-office-bar] a[href^="tel:"]';
    expect(await shownAtTop(page, estimates)).toBe(1);
    expect(await shownAtTop(page, calls)).toBe(1);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Only the office bar is left at the top of the window.
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await expect
      .poll(
        async () => (await page.locator('header').first().boundingBox())!.y + (await page.locator('header').first().boundingBox())!.height,
      )
      .toBeLessThanOrEqual(0);
    expect(await shownAtTop(page, estimates)).toBe(1);
    expect(await shownAtTop(page, calls)).toBe(1);
  });
}

test('the office bar’s estimate button and the site header’s go to the same place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/offices/summerlin/offers');
  const office = page.getByTestId('office-estimate');
  const site = page.getByTestId('estimate-link');
  await expect(office).toHaveAttribute('href', (await site.getAttribute('href'))!);
  await office.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
