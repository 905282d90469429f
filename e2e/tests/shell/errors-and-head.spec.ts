import { expect, test, waitForHydration, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { siteSettings } from '../../support/content';
import { hasContentPage, mediaUrlOf, notFoundContent, zipOfOffice } from '../../support/head-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';
import { startShellBehindProxy, type ShellBehindProxy } from '../../support/extra-shell';
import { API_URL, PORTS } from '../../support/stack';

// Document head from global settings (x31), the 404 and 503 pages, and which error shows which:
// missing content the 404 page, a down service the 503 page, and an office page that fails in the
// app reloads once first. Expected values come from content-api.

const NATIONAL = { display: '866-FIX-MY-HOME', tel: 'tel:18663496946' };
/** A failed content call is retried once (with a back-off) before the page gives up. */
const AFTER_RETRY = { timeout: 15_000 };

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test.describe('document head', () => {
  test('favicons from the media host and the theme colour', async ({ page, request }) => {
    const global = (await siteSettings(request)).GlobalSettings;
    await page.goto('/');
    const icons = [
      { selector: 'link[rel="icon"][sizes="16x16"]', image: global.FavIcon16x16 },
      { selector: 'link[rel="icon"][sizes="32x32"]', image: global.FavIcon32x32 },
      { selector: 'link[rel="apple-touch-icon"]', image: global.FavIconAppleTouch },
    ];
    for (const { selector, image } of icons) {
      const href = await mediaUrlOf(request, image.Value);
      await expect(page.locator(selector)).toHaveAttribute('href', href);
      expect((await request.get(href)).ok(), `${href} loads`).toBe(true);
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', global.ThemeColor.Value);
  });

  test("the server's HTML carries the favicons and theme colour (crawlers and JavaScript off)", async ({ browser, request }) => {
    const global = (await siteSettings(request)).GlobalSettings;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/offices/summerlin', '/no-such-page']) {
      await page.goto(path);
      for (const [selector, image] of [
        ['link[rel="icon"][sizes="16x16"]', global.FavIcon16x16],
        ['link[rel="icon"][sizes="32x32"]', global.FavIcon32x32],
        ['link[rel="apple-touch-icon"]', global.FavIconAppleTouch],
      ] as const) {
        await expect(page.locator(selector), `${selector} on ${path}`).toHaveAttribute('href', await mediaUrlOf(request, image.Value));
      }
      // The template's placeholder is gone: it would compete with the brand's icons.
      await expect(page.locator('link[rel="icon"]:not([sizes])')).toHaveCount(0);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', global.ThemeColor.Value);
    }
    await context.close();
  });

  test('SEO meta tags, scripts and noscript are in the page once, however much one navigates', async ({ page, request }) => {
    const seo = (await siteSettings(request)).SEO;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find A Handyman' }).first().click();
    await expect(page).toHaveURL(/\/offices$/);
    await page.goto('/resources/faqs');
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const meta of seo.MetaTag) {
      const selector = meta.name ? `meta[name="${meta.name}"]` : `meta[http-equiv="${meta.httpequiv}"]`;
      await expect(page.locator(selector), selector).toHaveCount(1);
      await expect(page.locator(selector)).toHaveAttribute('content', meta.content ?? '');
    }
    for (const [index, script] of seo.Script.entries()) {
      await expect(page.locator(`script[data-seo-insert="${script.CommentLabel}"]`)).toHaveCount(index === 6 ? 0 : 1);
    }
    await expect(page.locator('noscript[data-seo-insert]')).toHaveCount(1);
    // The inline scripts ran: the data layer the content sets up is there.
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ brand: expect.any(String) }));
  });

  test('page titles carry the site suffix', async ({ page, request }) => {
    const suffix = (await siteSettings(request)).GlobalSettings.BrowserTitleSuffix.Value;
    const content = await notFoundContent(request);
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(`${content.title}${suffix}`);
  });
});

test.describe('404 page', () => {
  test('large heading from Resources/404, never indexed, recorded, no message text', async ({ page, request }) => {
    const content = await notFoundContent(request);
    await page.goto('/no-such-page?from=old-flyer');
    await expect(page.getByRole('heading', { level: 1, name: content.heading })).toBeVisible();
    await expect(page.getByText(content.message)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await dataLayer(page)).toContainEqual({ event: 'page-not-found', path: '/no-such-page' });
  });

  test("'or call us at' the national number when no office is known", async ({ page }) => {
    await page.goto('/no-such-page');
    const call = page.getByTestId('not-found').getByText(/or call us at/);
    await expect(call.getByRole('link', { name: NATIONAL.display })).toHaveAttribute('href', NATIONAL.tel);
  });

  test('the ZIP search in the hero finds the nearest office', async ({ page, request }) => {
    const content = await notFoundContent(request);
    const zip = await zipOfOffice(request, 'offices/summerlin');
    await page.goto('/no-such-page');
    const search = page.getByRole('search', { name: content.zipHeading });
    await search.getByRole('textbox').fill(zip);
    await search.getByRole('button', { name: 'Find My Office' }).click();
    await expect(page).toHaveURL(/\/offices\/summerlin$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('still a helpful page when its own content fails to load', async ({ page }) => {
    await page.route(`${API_URL}/api/page?path=resources%2F404`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/no-such-page');
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toBeVisible(AFTER_RETRY);
    await expect(notFound.getByRole('search')).toBeVisible();
    await expect(notFound.getByRole('link', { name: NATIONAL.display })).toBeVisible();
  });
});

// Content failures are met by the server first: a shell pointed at content-api through a proxy
// that answers 503 for chosen pages.
let failingShell: ShellBehindProxy | undefined;
let FAILING_SHELL = '';
// One proxy and shell per worker (each worker runs this hook), on ports of its own.
// eslint-disable-next-line no-empty-pattern -- Playwright hands the worker info after the fixtures object
test.beforeAll(async ({}, workerInfo) => {
  failingShell = await startShellBehindProxy(PORTS.shell + 140 + workerInfo.parallelIndex * 2, (proxy) =>
    proxy.fail('resources/faqs', 'offices/summerlin'),
  );
  FAILING_SHELL = failingShell.url;
});
test.afterAll(async () => {
  await failingShell?.stop();
});

test.describe('503 page', () => {
  test('a page whose content answers 503: a 503 with Retry-After, Oops..., when we are back, the number, popular services', async ({
    page,
    request,
  }) => {
    const answer = await request.get(`${FAILING_SHELL}/resources/faqs`);
    expect(answer.status()).toBe(503);
    expect(answer.headers()['retry-after']).toMatch(/^\d+$/);
    await page.goto(`${FAILING_SHELL}/resources/faqs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible(AFTER_RETRY);
    await expect(page.getByText('Something went wrong on our end. We will be back soon.')).toBeVisible();
    await expect(page.getByRole('link', { name: NATIONAL.display }).last()).toHaveAttribute('href', NATIONAL.tel);

    const services = page.getByRole('navigation', { name: 'Most popular services' }).getByRole('link');
    await expect(services).toHaveText(
      ['Doors', 'Floors', 'Bathroom', 'Painting', 'Fencing', 'Drywall', 'Carpentry'].map((name) => new RegExp(`^${name}`)),
    );
    for (const href of await services.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(await hasContentPage(request, href), `${href} is a real service page`).toBe(true);
    }

    // Other content still answers: the links lead on.
    await services.filter({ hasText: 'Painting' }).click();
    await expect(page).toHaveURL(/\/services\/painting$/);
  });

  test('an office page that fails in the app reloads once, then shows the 503 page (never a loop)', async ({ page }) => {
    await page.goto(`${FAILING_SHELL}/why-choose-us`);
    await page.waitForLoadState('networkidle');
    // Documents asked for, counted when asked: the server's 503 page shows its heading before its
    // load event (which waits for images and tags), so a count of load events would lag the page.
    let documentRequests = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentRequests += 1;
    });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/offices/summerlin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible(AFTER_RETRY);
    // A loop would reload again once the 503 page is live; the flag that stops a second reload is stored.
    await page.waitForLoadState('load');
    await waitForHydration(page);
    // A reload started by the hydrated page's effects would be under way within this quiet wait.
    await page.waitForLoadState('networkidle');
    expect(documentRequests).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('errorReloaded'))).not.toBeNull();
  });
});

test.describe('error pages at phone and desktop widths', () => {
  for (const width of SCREEN_WIDTHS) {
    test(`404 and 503 at ${width} px: screenshots${width === 768 ? '' : ' and no serious accessibility problems'}`, async ({
      page,
      request,
    }) => {
      const content = await notFoundContent(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: content.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (width !== 768) await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'not-found');

      await page.goto(`${FAILING_SHELL}/resources/faqs`);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible(AFTER_RETRY);
      await page.waitForLoadState('networkidle');
      if (width !== 768) await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'service-unavailable');
    });
  }
});
