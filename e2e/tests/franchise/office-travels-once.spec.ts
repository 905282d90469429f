import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { franchiseHome } from '../../support/content';

// The office reaches the browser once: an office page's loader data carries what the page shows,
// and the site's frame (header bar, footer, phone, Book Online, the estimate's office) sends only
// the small views it draws, never the office's whole page a second time, on the office's pages and
// on any page of a returning visitor whose office the cookie names.

const OFFICE = 'offices/summerlin';

/** The page's JSON state (the block the browser hydrates from), as the server sent it. */
async function stateOf(request: APIRequestContext, path: string, cookie?: string): Promise<{ text: string; resources: string[] }> {
  const html = await (await request.get(path, cookie ? { headers: { cookie } } : {})).text();
  const text = /<script[^>]*id="__handyman-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(text, `${path} has a state block`).not.toBe('');
  return { text, resources: Object.keys((JSON.parse(text) as { resources?: object }).resources ?? {}) };
}

const timesIn = (text: string, part: string) => text.split(part).length - 1;

for (const [name, path, cookie] of [
  ['the office home', `/${OFFICE}`, undefined],
  ['an office sub-page', `/${OFFICE}/our-team`, undefined],
  ['the services index of a returning visitor', '/services', `recentOffice=${encodeURIComponent(OFFICE)}`],
] as const) {
  test(`${name}: the office's page is not in the page's state, only the views the frame draws`, async ({ request }) => {
    const home = await franchiseHome(request, OFFICE);
    const { text, resources } = await stateOf(request, path, cookie);
    expect(resources.filter((key) => key.startsWith('page:offices/'))).toEqual([]);
    expect(resources).toContain(`office:card:${OFFICE}`);
    // The office's own words that only its page holds (its description, its "who we are" text) are
    // sent at most once: in the office page's own data, never again beside it.
    expect(timesIn(text, JSON.stringify(home.Description).slice(1, -1))).toBeLessThanOrEqual(1);
    // The browser needs no office's scheduling-system id: content-api routes the estimate.
    expect(text).not.toMatch(/serviceTitanId/i);
  });
}

test('the frame still shows the office from those views, with JavaScript off and on', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`/${OFFICE}/our-team`);
    const footer = page.getByTestId('franchise-footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:\d{10}$/);
    await context.close();
  }
});
