import { expect, test } from '../../support/test';

// An office blog's Recent Posts are that office's own; breadcrumbs keep a title's own spelling.

for (const path of ['/offices/summerlin/blog', '/offices/summerlin/blog/hard-water-and-your-fixtures']) {
  test(`${path}: Recent Posts lists the office’s own posts`, async ({ page }) => {
    await page.goto(path);
    const recent = page.getByRole('region', { name: 'Recent Posts' });
    const links = recent.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(5);
    for (const href of hrefs) expect(href).toMatch(/^\/offices\/summerlin\/blog\/[a-z0-9-]+$/);
  });
}

for (const [path, title] of [
  ['/blog/2026/10/06/winter-ready-in-a-weekend', 'Winter-Ready in a Weekend'],
  ['/packages/honey-do-half-day', 'Honey-Do Half Day'],
] as const) {
  test(`the breadcrumb of ${path} reads “${title}” as the title is spelled`, async ({ page }) => {
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]')).toHaveText(title);
  });
}
