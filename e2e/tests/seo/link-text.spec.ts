import { expect, test } from '../../support/test';

// No link says only "Learn More" (or another phrase search engines take as naming nothing): each
// names where it leads, visibly or in visually hidden words, on every page type.

/** Lighthouse's list of link texts that say nothing of where a link leads (its SEO "link-text" audit). */
const GENERIC = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'this page',
  'continue',
]);

const PAGES = [
  '/',
  '/offices',
  '/offices/state/nevada',
  '/offices/summerlin',
  '/offices/summerlin/our-team',
  '/offices/summerlin/city/the-lakes',
  '/blog',
  '/blog/2026/10/06/winter-ready-in-a-weekend',
  '/services',
  '/services/painting',
  '/packages',
  '/packages/honey-do-half-day',
  '/resources/faqs',
  '/careers',
  '/no-such-page',
];

test('no page has a link whose text says nothing of where it leads', async ({ page }) => {
  test.slow();
  for (const path of PAGES) {
    await page.goto(path);
    const texts = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim().toLowerCase()));
    expect(
      texts.filter((text) => GENERIC.has(text)),
      path,
    ).toEqual([]);
  }
});

test('the packages’ Learn More links read “Learn More” and name their package to a screen reader', async ({ page }) => {
  await page.goto('/packages');
  const link = page.getByRole('link', { name: 'Learn More about Honey-Do Half Day' }).first();
  await expect(link).toBeVisible();
  // The words after "Learn More" are there for screen readers and search engines, not to be seen.
  const hidden = (await link.locator('.visually-hidden').boundingBox())!;
  expect(hidden.width * hidden.height).toBeLessThanOrEqual(1);
  await expect(link.locator('.visually-hidden')).toHaveText(' about Honey-Do Half Day');
});
