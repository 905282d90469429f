import { expect, test, type Page, type Route } from '@playwright/test';
import { REMOTE_ORIGINS } from '../../support/stack';

// A remote that is offline, slow or throws in the browser never blanks the site: header, footer and
// other routes keep working. The server rendered the page, so an area whose remote fails in the
// browser shows its fallback with a retry, and one whose remote hangs keeps the server's HTML; in
// the app, an area whose remote is down shows the fallback, never an endless spinner. (A remote down
// at the server is tested in tests/ssr/remote-down.spec.ts.)

const AREAS = [
  { remote: 'franchise', path: '/offices/summerlin', ready: (page: Page) => page.getByTestId('franchise-name') },
  { remote: 'blog', path: '/blog', ready: (page: Page) => page.getByRole('heading', { name: 'Blogs', level: 1 }) },
  { remote: 'catalog', path: '/services', ready: (page: Page) => page.getByRole('heading', { name: 'Most popular services' }) },
] as const;

// Requests held by the "slow" remote: they never answer while the test runs.
const held: Route[] = [];

test.afterEach(async () => {
  await Promise.all(held.splice(0).map((route) => route.abort().catch(() => undefined)));
});

const FAILURES = {
  offline: (route: Route) => route.abort('connectionrefused'),
  slow: (route: Route) => {
    held.push(route);
  },
  throws: (route: Route) =>
    route.request().url().endsWith('/remoteEntry.js')
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remote exploded at start-up");' })
      : route.continue(),
};

// How long the test watches the server's page stay up while a remote hangs in the browser.
const WATCH_MS = 3_000;
// The fallback must come (a hanging remote never answers, so only the patience timer brings it).
// How soon is unit-tested with fake timers (RemotePage.test.tsx); here the page's own code has to
// load first, on a machine that two browsers share.
const FALLBACK_SHOWN = { timeout: 15_000 };

for (const area of AREAS) {
  for (const [failure, handler] of Object.entries(FAILURES)) {
    test(`${area.remote} ${failure}: fallback with retry, the rest of the site works`, async ({ page }) => {
      const origin = REMOTE_ORIGINS[area.remote];
      // Until the remote "recovers", every request to it fails in this mode; afterwards new
      // requests go through while anything held stays held, so only the retry can bring it back.
      let recovered = false;
      await page.route(`${origin}/**`, (route) => (recovered ? route.continue() : handler(route)));

      // The page is shown once its HTML is in (a remote host that hangs may hold up the load event).
      await page.goto(area.path, { waitUntil: 'domcontentloaded' });
      // A phone to call is in view: the site header's, or on an office's page the office header's
      // (the server sent it; with the area fallen back, the site header's shows again).
      await expect(page.locator('a[href^="tel:"]:visible').first()).toBeVisible();
      const fallback = page.getByTestId(`remote-fallback-${area.remote}`);
      if (failure === 'slow') {
        // The server's page stays readable while the browser still waits for the remote.
        await expect(area.ready(page)).toBeVisible();
        await page.waitForTimeout(WATCH_MS);
        await expect(fallback).toHaveCount(0);
        await expect(area.ready(page)).toBeVisible();
      } else {
        await expect(fallback).toBeVisible(FALLBACK_SHOWN);
        await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
      }
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Other routes keep working while this remote is down.
      await page.getByRole('banner').getByRole('link', { name: 'Find A Handyman', exact: true }).first().click();
      await expect(page).toHaveURL(/\/offices$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Back to the area while the remote is still down: the fallback again, not a blank page (at once
      // for a remote that hangs: its load has already outlasted the patience time).
      await page.goBack();
      await expect(page.getByTestId(`remote-fallback-${area.remote}`)).toBeVisible(FALLBACK_SHOWN);

      // The remote recovers: one click on retry brings the area back, without reloading the page.
      recovered = true;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(area.ready(page)).toBeVisible();
    });
  }
}
