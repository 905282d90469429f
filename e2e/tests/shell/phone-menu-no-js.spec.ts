import { expect, test } from '../../support/test';
import { siteSettings } from '../../support/content';
import { firstEntryWithChildren } from '../../support/layout-content';

// Without JavaScript the phone's menu still opens: a native disclosure (details / summary) under
// the header, each section's sub-pages behind a disclosure of their own. With JavaScript the same
// Menu opens the slide-out menu (mobile-nav.spec.ts).

test.use({ javaScriptEnabled: false });

for (const [width, path] of [
  [375, '/'],
  [320, '/services'],
  [767, '/offices/summerlin'],
] as const) {
  test(`at ${width} px on ${path} the Menu opens without script, with each section's sub-pages`, async ({ page, request }) => {
    const entry = firstEntryWithChildren(await siteSettings(request));
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).last();
    await expect(main).toBeHidden();
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    await expect(main).toBeVisible();
    await expect(main.getByRole('link', { name: 'Find A Handyman', exact: true })).toBeVisible();
    const child = entry.children[0]!;
    await expect(main.getByRole('link', { name: child.text, exact: true })).toBeHidden();
    await main
      .locator('summary')
      .filter({ hasText: new RegExp(`^${entry.text}$`) })
      .click();
    await expect(main.getByRole('link', { name: child.text, exact: true })).toHaveAttribute('href', child.href);
    await main.getByRole('link', { name: child.text, exact: true }).click();
    await expect(page).toHaveURL(child.href);
  });
}
