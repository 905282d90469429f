import { expect, test, type Page } from '../../support/test';
import { franchiseHome, siteSettings } from '../../support/content';

// Address rules: one normal form per address, reached by replacing the history entry (so back goes
// to the page before), with noindex,nofollow while redirecting.

interface RobotsChange {
  change: 'added' | 'removed';
  content: string | null;
}

/** Records every robots meta tag added to or removed from the document, from the very start. */
async function recordRobotsTags(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: { change: 'added' | 'removed'; content: string | null }[] = [];
    Object.assign(window, { robotsChanges: changes });
    const isRobots = (node: Node): node is HTMLMetaElement => node instanceof HTMLMetaElement && node.name === 'robots';
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => isRobots(node) && changes.push({ change: 'added', content: node.content }));
        record.removedNodes.forEach((node) => isRobots(node) && changes.push({ change: 'removed', content: node.content }));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Goes to an address inside the running app, as the browser's history does (the static server
 * answers addresses ending in .html itself, so those are followed from within the app here).
 */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const robotsChanges = (page: Page) => page.evaluate(() => (window as unknown as { robotsChanges: RobotsChange[] }).robotsChanges);

test('an uppercase address becomes lowercase in place: back goes to the page before', async ({ page }) => {
  await page.goto('/');
  const entries = await page.evaluate(() => history.length);
  await page.goto('/Resources/FAQs?Ref=Mail#Top');
  await expect(page).toHaveURL(/\/resources\/faqs\?Ref=Mail#Top$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('in the app, noindex,nofollow is on the page while it redirects, then taken off', async ({ page }) => {
  // A first request for such an address is a 301 from the server (tests/ssr/http.spec.ts); within
  // the app the browser applies the rule itself.
  await recordRobotsTags(page);
  await page.goto('/resources/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/Blog/Category/Home-Maintenance');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/blog\/category\/home-maintenance$/);
  await expect
    .poll(() => robotsChanges(page))
    .toEqual([
      { change: 'added', content: 'noindex,nofollow' },
      { change: 'removed', content: 'noindex,nofollow' },
    ]);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a normal address is never marked noindex', async ({ page }) => {
  await recordRobotsTags(page);
  await page.goto('/resources/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await robotsChanges(page)).toEqual([]);
});

test('trailing slashes leave the address bar; query and hash stay', async ({ page }) => {
  await page.goto('/resources/faqs/?from=footer#answers');
  await expect(page).toHaveURL(/\/resources\/faqs\?from=footer#answers$/);
  await page.goto('/offices/');
  await expect(page).toHaveURL(/\/offices$/);
});

test('franchise addresses: underscores become hyphens, contact-us.html and index.html go', async ({ page, request }) => {
  const raleigh = await franchiseHome(request, 'offices/north-raleigh');
  await page.goto('/offices/north_raleigh');
  await expect(page).toHaveURL(/\/offices\/north-raleigh$/);
  await expect(page.getByTestId('franchise-name')).toHaveText(raleigh.FranchiseCorporateControl.FranchiseName.Value);

  await page.goto('/offices/summerlin/our_team');
  await expect(page).toHaveURL(/\/offices\/summerlin\/our-team$/);

  await navigateInApp(page, '/offices/summerlin/contact-us.html');
  await expect(page).toHaveURL(/\/offices\/summerlin$/);
  await navigateInApp(page, '/Offices/Summerlin/index.html#reviews');
  await expect(page).toHaveURL(/\/offices\/summerlin#reviews$/);
  // Each old address replaced its own history entry: back goes to the office page before them.
  await page.goBack();
  await expect(page).toHaveURL(/\/offices\/summerlin$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/offices\/summerlin\/our-team$/);
});

test('an office page with a services suffix goes to the city page of that service area', async ({ page, request }) => {
  const summerlin = await franchiseHome(request, 'offices/summerlin');
  const city = summerlin.ServiceCitySEO![1]!.CityURL.split('/').pop()!;
  await page.goto(`/offices/summerlin/${city}-handyman-services`);
  await expect(page).toHaveURL(new RegExp(`/offices/summerlin/city/${city}$`));
});

test('one canonical link: the site base plus the normalised path, updated on navigation', async ({ page, request }) => {
  const base = (await siteSettings(request)).GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  const canonical = page.locator('link[rel="canonical"]');
  await page.goto('/Resources/FAQs/?from=mail');
  await expect(canonical).toHaveAttribute('href', `${base}/resources/faqs`);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find A Handyman' }).first().click();
  await expect(page).toHaveURL(/\/offices$/);
  await expect(canonical).toHaveAttribute('href', `${base}/offices`);
  await expect(canonical).toHaveCount(1);
});
