import { expect, test, type Page, type Route } from '@playwright/test';
import { REMOTE_ORIGINS } from '../../support/stack';

// A remote that is offline, slow or throws never blanks the site: header, footer and other routes
// keep working, and the area shows a fallback with a retry within 3 s.

const AREAS = [
  { remote: 'franchise', path: '/offices/summerlin', ready: (page: Page) => page.getByTestId('franchise-name') },
  { remote: 'blog', path: '/blog', ready: (page: Page) => page.getByRole('heading', { name: 'Blogs', level: 1 }) },
  { remote: 'catalog', path: '/services', ready: (page: Page) => page.getByRole('heading', { name: 'Most popular services' }) },
] as const;

const FAILURES = {
  offline: (route: Route) => route.abort('connectionrefused'),
  slow: async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => undefined);
  },
  throws: (route: Route) =>
    route.request().url().endsWith('/remoteEntry.js')
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remote exploded at start-up");' })
      : route.continue(),
};

const PATIENCE = { timeout: 3_000 };

for (const area of AREAS) {
  for (const [failure, handler] of Object.entries(FAILURES)) {
    test(`${area.remote} ${failure}: fallback with retry, the rest of the site works`, async ({ page }) => {
      const origin = REMOTE_ORIGINS[area.remote];
      await page.route(`${origin}/**`, handler);

      await page.goto(area.path);
      await expect(page.getByTestId('header-phone')).toBeVisible();
      const fallback = page.getByTestId(`remote-fallback-${area.remote}`);
      await expect(fallback).toBeVisible(PATIENCE);
      await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Other routes keep working while this remote is down.
      await page.getByRole('link', { name: /home/i }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Back to the area while the remote is still down: the fallback again, not a blank page.
      await page.goBack();
      await expect(page.getByTestId(`remote-fallback-${area.remote}`)).toBeVisible(PATIENCE);

      // The remote recovers: one click on retry brings the area back, without reloading the page.
      await page.unroute(`${origin}/**`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(area.ready(page)).toBeVisible();
    });
  }
}
