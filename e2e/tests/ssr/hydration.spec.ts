import { expect, test } from '@playwright/test';
import { PAGE_TYPES } from '../../support/ssr-pages';
import { waitForHydration } from '../../support/test';

// The browser hydrates the server's HTML: no hydration error or warning, and the content the
// server loaded is not asked for again, nor the remote's stylesheets the server put inline.

for (const type of [...PAGE_TYPES, { name: 'not-found page', path: '/no-such-page' }]) {
  test(`${type.name} (${type.path}) hydrates without a mismatch or a second content or stylesheet request`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // The not-found page's own document answers 404, which the browser reports as a failed load.
      if (/status of 404/.test(text) && type.path === '/no-such-page') return;
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const contentCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(page|search|blogindex|x31)/.test(request.url())) contentCalls.push(request.url());
    });
    const remoteStylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' && new URL(request.url()).origin !== new URL(baseURL!).origin)
        remoteStylesheets.push(request.url());
    });

    await page.goto(type.path);
    const h1 = page.locator('h1');
    const serverHeading = await h1.first().innerText();
    await page.waitForLoadState('networkidle');
    // Hydrated: React has attached to the root (its handlers now run).
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react'))))
      .toBe(true);
    await expect(h1.first()).toHaveText(serverHeading);
    expect(problems).toEqual([]);
    expect(contentCalls).toEqual([]);
    expect(remoteStylesheets).toEqual([]);
  });
}

test('a link clicked after hydration navigates in the app, without a new document', async ({ page }) => {
  await page.goto('/');
  // The app's script starts once the first view is painted, so the network may rest before it.
  await waitForHydration(page);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Find A Handyman', exact: true }).first().click();
  await expect(page).toHaveURL(/\/offices$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toBe(0);
});

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

// A visitor who has been to an office sees its bar above the header on every page. It needs the
// stored office, which only the browser knows: the server's HTML holds its room (the page's head
// script marks the visit), so nothing below moves when the bar comes with the app's script. Every
// page type on a phone; on a desktop (the bar is two rows there) one.
const RETURNING_VISITS = [
  ...PAGE_TYPES.filter((pageType) => !pageType.path.startsWith('/offices/')).map((pageType) => ({ ...pageType, width: 412, height: 823 })),
  { ...PAGE_TYPES.find((pageType) => pageType.path === '/services')!, width: 1280, height: 800 },
];
for (const visit of RETURNING_VISITS) {
  test(`a returning visitor with a local office, ${visit.name} (${visit.path}) at ${visit.width} px: the bar comes and nothing below it moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: visit.width, height: visit.height });
    await page.goto('/offices/plano');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('recentFranchisePath'))).toBe('offices/plano');
    await page.addInitScript(() => {
      window.__layoutShifts = [];
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          window.__layoutShifts!.push({
            value: entry.value,
            sources: entry.sources.map((source) =>
              source.node instanceof Element ? `${source.node.tagName} ${source.node.className}` : String(source.node?.nodeName),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(visit.path);
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Your local office' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
}
