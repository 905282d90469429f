import { expect, test, type Page } from '../../support/test';

// The enforced content security policy blocks nothing the site itself does: every page type, the
// estimate modal, the carousels, a video player and navigation between the remotes run without a
// single violation report or CSP console error.

const PAGES = [
  ['home', '/'],
  ['office finder', '/offices'],
  ['state page', '/offices/state/nevada'],
  ['office home', '/offices/summerlin'],
  ['office sub-page', '/offices/summerlin/our-team'],
  ['office city page', '/offices/summerlin/city/the-lakes'],
  ['office campaign page', '/offices/summerlin/campaign/summer-ready'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2023/04/11/spotting-home-repair-scams'],
  ['services', '/services'],
  ['service detail', '/services/painting'],
  ['packages', '/packages'],
  ['package detail', '/packages/curb-appeal'],
  ['FAQ', '/resources/faqs'],
  ['careers', '/careers'],
  ['not found', '/no-such-page-anywhere'],
] as const;

/** Collects violation reports (from before any page script runs) and CSP console errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))];
}

/** Presses every visible "Next ..." carousel button once, after scrolling so lazy carousels start. */
async function useCarousels(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const buttons = page.getByRole('button', { name: /^Next / });
  for (let index = 0; index < Math.min(await buttons.count(), 4); index += 1) {
    const button = buttons.nth(index);
    if (await button.isVisible()) await button.click();
  }
}

for (const [name, path] of PAGES) {
  test(`the ${name} page runs without a CSP violation, its estimate modal and carousels too`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(path);
    await useCarousels(page);
    await page.goto(`${path}#GetAnEstimate`);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test('a video player and navigation between the remotes run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/careers');
  const play = page.getByRole('button', { name: /^Play video/ }).first();
  await play.click();
  await expect(page.locator('iframe[src*="youtube"], iframe[src*="vimeo"]').first()).toBeAttached();
  // In-app navigation through each remote's pages, in one document all along.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  for (const target of ['/services', '/blog', '/offices/summerlin', '/packages/curb-appeal', '/']) {
    const title = await page.title();
    // The router follows the history as it does for Back and Forward: no new document is loaded.
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, target);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
    await expect(page).not.toHaveTitle(title);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await violations()).toEqual([]);
});
