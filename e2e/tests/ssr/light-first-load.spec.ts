import { expect, test, type Page } from '@playwright/test';
import { homePage, ownedZip } from '../../support/home-content';
import { PAGE_TYPES } from '../../support/ssr-pages';
import { waitForHydration } from '../../support/test';

// A server-rendered page hydrates with its data in the HTML, so the content client's HTTP library
// (ky) is not part of what a page downloads before it is live: the browser fetches it with the
// first content call. ky's code is recognised by what it is (its error class), not by a file name,
// so ky creeping back into a chunk every page loads is caught too.

const KY_SIGNATURE = 'KyError';

/** Records each script the page receives and whether it holds ky's code. */
function watchScripts(page: Page): Map<string, boolean> {
  const scripts = new Map<string, boolean>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.set(response.url(), body.includes(KY_SIGNATURE));
  });
  return scripts;
}

/** Notes, on the page's own clock, when <html data-hydrated> appears (the page is live). */
async function noteWhenLive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marked = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      (window as unknown as { liveAt: number }).liveAt = performance.now();
      marked.disconnect();
    });
    marked.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

/** The scripts the page started to fetch before it was live. */
async function scriptsBeforeLive(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { liveAt } = window as unknown as { liveAt: number };
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < liveAt && (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name);
  });
}

for (const type of PAGE_TYPES) {
  test(`${type.name} (${type.path}) is live before ky's code is fetched`, async ({ page }) => {
    const scripts = watchScripts(page);
    await noteWhenLive(page);
    await page.goto(type.path);
    await waitForHydration(page);
    const before = await scriptsBeforeLive(page);
    expect(before.length).toBeGreaterThan(0);
    await expect.poll(() => before.every((url) => scripts.has(url))).toBe(true);
    expect(before.filter((url) => scripts.get(url))).toEqual([]);
  });
}

test("the home page's ZIP lookup fetches ky and finds the office", async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const heading = (await homePage(request)).Banner.Heading.Value;
  const scripts = watchScripts(page);
  await page.goto('/');
  await waitForHydration(page);
  expect([...scripts.values()]).not.toContain(true);
  const hero = page.getByRole('region', { name: heading });
  await hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
  await hero.getByRole('button', { name: 'Find My Office' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
  await expect.poll(() => [...scripts.values()]).toContain(true);
});
