import type { SiteSettings } from '@handyman/contracts';
import { expect, test } from '../../support/test';
import { startShellBehindProxy, type ShellBehindProxy } from '../../support/extra-shell';
import { PORTS, SHELL_URL } from '../../support/stack';

// The site settings' scripts run under the enforced policy: inline ones by their hash, ones with a
// source by their origin, taken from the settings themselves (never 'unsafe-inline'). They are
// tags, started by the page's tag gate as the visitor's privacy choice allows (tests/privacy).

test.describe.configure({ mode: 'serial' });

const TAG_ORIGIN = 'https://tags.example.net';
let shell: ShellBehindProxy;

test.beforeAll(async () => {
  // Clear of the ports other specs take: the shell, and its content proxy on the next port.
  shell = await startShellBehindProxy(PORTS.shell + 198, (proxy) =>
    proxy.rewrite('/api/x31', (answer) => {
      const { SiteSettings: settings } = answer as { SiteSettings: SiteSettings };
      const scripts = [...(settings.SEO?.Script ?? []), { CommentLabel: 'Tag manager', Src: `${TAG_ORIGIN}/tag.js`, async: 'true' }];
      return { SiteSettings: { ...settings, SEO: { ...settings.SEO, Script: scripts } } };
    }),
  );
});

test.afterAll(async () => {
  await shell?.stop();
});

test("the settings' inline scripts run on the site's pages", async ({ page }) => {
  await page.goto(`${SHELL_URL}/`);
  // The seed's inline data layer tag pushes the brand (after the gate's Consent Mode defaults).
  const pushed = () => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  await expect.poll(pushed).toContain('"brand":"Brightwood Handyman"');
});

test('a script source named in the settings is allowed by its origin, and runs', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route(`${TAG_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' }));
  const answer = await page.goto(`${shell.url}/services`);
  expect(answer?.headers()['content-security-policy']).toContain(TAG_ORIGIN);
  await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true);
  expect(violations).toEqual([]);
});

test('a script that names no purpose counts as advertising: a browser sending Global Privacy Control never fetches it', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  const page = await context.newPage();
  const asked: string[] = [];
  await page.route(`${TAG_ORIGIN}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' });
  });
  await page.goto(`${shell.url}/services`);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan)).toBeUndefined();
  await context.close();
});
