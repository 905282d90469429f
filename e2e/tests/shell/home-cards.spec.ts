import { expect, test } from '../../support/test';

// Home's "What can we help with today?" cards look tappable, so each is a link to what it names.

test('each “What can we help with today?” card is a link to a page about what it names', async ({ page, request }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'What can we help with today?' }) });
  const cards = section.getByRole('listitem');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const link = cards.nth(index).getByRole('link');
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/(services|packages)\//);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await section.getByRole('link', { name: /^Painting/ }).click();
  await expect(page).toHaveURL('/services/painting');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Painting');
});
