import { expect, test } from '../../support/test';

// The seed campaign's copy and its offer say the same thing.

test('the Summerlin campaign’s copy names the offer its banner carries', async ({ page }) => {
  await page.goto('/offices/summerlin/campaign/summer-ready');
  const main = page.locator('main');
  await expect(main).toContainText('$75 Off Projects of $750 or More');
  await expect(main).toContainText('Take $75 off any exterior project of $750 or more');
  await expect(main).not.toContainText('$149');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\$75 off/);
});
