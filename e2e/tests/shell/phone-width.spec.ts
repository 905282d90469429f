import { expect, test } from '../../support/test';

// A page wider than the phone it is on scrolls sideways and hides what sticks out (the office bar's
// estimate button and phone once did, on every office page).
const PAGES = [
  '/',
  '/offices',
  '/offices/summerlin',
  '/offices/henderson/city/anthem',
  '/offices/plano/our-work',
  '/services/painting',
  '/packages/curb-appeal',
  '/blog',
  '/blog/2026/10/06/winter-ready-in-a-weekend',
];

for (const width of [320, 375]) {
  test(`at ${width} px no page is wider than the window`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 740 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBe(width);
    }
  });
}
