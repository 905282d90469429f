import type { FranchiseDetailPage } from '@handyman/contracts';
import { expect, test } from '../../support/test';
import { franchiseHome, pageAt } from '../../support/content';
import { list } from '../../support/layout-content';
import { saveScreenshot } from '../../support/screenshots';

// An office's own content pages, /offices/<office>/services/<id> and /promotions/<id>: linked from
// the office's navigation, each rendered by its route in the office's frame with its head and
// breadcrumb, with and without script. An id the office has no page for is not found, unless the
// brand has a service of that id (its address is the service's own).

const OFFICE = 'offices/summerlin';

async function contentPages(request: Parameters<typeof franchiseHome>[0]) {
  const pages = list((await franchiseHome(request, OFFICE)).Navigation?.Page).filter((page) => /\/(services|promotions)\//.test(page.URL));
  return Promise.all(
    pages.map(async (link) => ({
      link,
      page: ((await pageAt(request, link.URL)) as { FranchiseDetailPage: FranchiseDetailPage }).FranchiseDetailPage,
    })),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the office's services and promotion pages are in its menu and render with head, breadcrumb and status 200`, async ({
    browser,
    request,
  }) => {
    const pages = await contentPages(request);
    expect(pages.filter(({ link }) => link.URL.includes('/services/')).length).toBeGreaterThanOrEqual(2);
    expect(pages.filter(({ link }) => link.URL.includes('/promotions/')).length).toBeGreaterThanOrEqual(1);
    test.slow(); // three pages, each checked whole, on a shared machine
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Each is a tap away in the office's menu.
    await page.goto(`/${OFFICE}`);
    const office = page.getByTestId('office-header');
    await office.locator('summary').first().click();
    const menu = office.getByRole('navigation', { name: 'Summerlin office pages' });
    for (const { link } of pages)
      await expect(menu.getByRole('link', { name: link.Link!, exact: true })).toHaveAttribute('href', `/${link.URL}`);
    await menu.getByRole('link', { name: pages[0]!.link.Link!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${escaped(pages[0]!.link.URL)}$`));

    for (const { link, page: content } of pages) {
      const response = await page.goto(`/${link.URL}`);
      expect(response?.status(), link.URL).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${escaped(content.Title)}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.Description ?? '');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${escaped(link.URL)}$`));
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
      await expect(trail.getByRole('link', { name: 'Summerlin' })).toHaveAttribute('href', `/${OFFICE}`);
      await expect(trail).toContainText(content.Name.replace(/-/g, ' '));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.BannerHeading!.Value);
      await expect(page.getByTestId('office-header')).toBeVisible();
      if (!javaScriptEnabled) await saveScreenshot(page, `office-content-${link.URL.split('/').slice(-2).join('-')}`);
    }
    await context.close();
  });
}

test('an id the office has no page for is not found; a brand service’s id is that service’s address', async ({ page, request }) => {
  for (const path of [`/${OFFICE}/services/no-such-page`, `/${OFFICE}/promotions/no-such-offer`, '/offices/nowhere/services/painting']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  for (const path of [`/${OFFICE}/services/painting`, '/summerlin/services/painting']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    expect(answer.headers().location, path).toMatch(/\/services\/painting$/);
  }
  await page.goto(`/${OFFICE}/services/painting`);
  await expect(page).toHaveURL(/\/services\/painting$/);
});
