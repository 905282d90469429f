import { expect, test, type Page } from '../../support/test';

// One ZIP finder a page: a page with its own keeps it and the footer's gives way; a page without
// one gets the footer's. With and without script, at a phone's and a desktop's width.

const PAGES = [
  '/',
  '/offices',
  '/services',
  '/services/painting',
  '/packages',
  '/packages/honey-do-half-day',
  '/no-such-page',
  '/blog',
  '/careers',
  '/offices/summerlin/our-team',
];

/** The ZIP boxes a visitor can see anywhere on the page, once the lazily loaded footer is in. */
async function shownZipFinders(page: Page): Promise<number> {
  await expect(page.getByTestId('site-footer')).toBeAttached();
  return page
    .locator('form[action="/find-my-office"]')
    .evaluateAll(
      (forms) => forms.filter((form) => form.getClientRects().length > 0 && getComputedStyle(form).visibility !== 'hidden').length,
    );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    for (const width of [375, 1280]) {
      test(`at ${width} px every page shows exactly one ZIP finder`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        for (const path of PAGES) {
          await page.goto(path);
          expect(await shownZipFinders(page), path).toBe(1);
        }
      });
    }
  });
}

test('between the page’s ZIP finder and the footer there is no empty band', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/services', '/packages', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByTestId('site-footer')).toBeAttached();
    const gap = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const footer = document.querySelector('footer')!;
      // The last thing the page shows, and where the footer starts.
      const last = [...main.querySelectorAll('*')].reduce((bottom, element) => Math.max(bottom, element.getBoundingClientRect().bottom), 0);
      return footer.getBoundingClientRect().top - last;
    });
    expect(gap, `${path}: white space above the footer`).toBeLessThanOrEqual(1);
  }
});
