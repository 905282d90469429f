import { expect, test } from '@playwright/test';
import { siteSettings } from '../../support/content';
import { jsonLdTypes, PAGE_TYPES } from '../../support/ssr-pages';

// What a crawler's first pass or a phone with scripts off gets: the server's HTML alone.
test.use({ javaScriptEnabled: false });

for (const type of PAGE_TYPES) {
  test(`${type.name} (${type.path}) is complete without JavaScript`, async ({ page, request }) => {
    const global = (await siteSettings(request)).GlobalSettings;
    const response = await page.goto(type.path);
    expect(response?.status()).toBe(200);

    // The site suffix where it fits in a search result (60 characters); a longer page title goes without it.
    const suffix = global.BrowserTitleSuffix.Value;
    const title = await page.title();
    expect(title.length).toBeGreaterThan(suffix.length);
    if (title.endsWith(suffix)) expect(title.length).toBeLessThanOrEqual(60);
    else expect(title.length + suffix.length).toBeGreaterThan(60);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const canonical = `${global.CanonicalBaseURL.Value.replace(/\/+$/, '')}${type.path === '/' ? '/' : type.path}`;
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    // The main text is there, not a spinner waiting for a script.
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    await expect(page.locator('main [role="status"]', { hasText: /^Loading/ })).toHaveCount(0);
    // Nothing on the page shows markup as text (content's notes are shown as what they say).
    expect(await page.locator('body').innerText()).not.toMatch(/<\/?(p|b|a|strong|div)\b[^>]*>/);
    if (type.breadcrumb) await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

    const types = jsonLdTypes(await page.locator('script[type="application/ld+json"]').allTextContents());
    for (const expected of type.jsonLd) expect(types).toContain(expected);
  });
}

test('an office home names the office, its phone and hours in its structured data', async ({ page }) => {
  await page.goto('/offices/summerlin');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const office = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'HomeAndConstructionBusiness');
  expect(office).toMatchObject({
    name: expect.stringContaining('Summerlin'),
    telephone: expect.stringMatching(/\d{3}/),
    geo: { '@type': 'GeoCoordinates' },
  });
  expect((office?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
  expect((office?.areaServed as unknown[]).length).toBeGreaterThan(0);
});

test('the header shows the corporate phone where no office is in the address, the office phone on its pages', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByTestId('header-phone')).toHaveText('866-FIX-MY-HOME');
  await page.goto('/offices/summerlin');
  await expect(page.getByTestId('header-phone')).not.toHaveText('866-FIX-MY-HOME');
});
