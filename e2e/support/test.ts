import { test as base, type Locator, type Page, type Response } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has taken the element over (hydrated it): it then holds React's own fields. */
export function hydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Waits until the page the server sent is live: the shell hydrated and each remote area it rendered
 * has its code in (`<html data-hydrated>`). Until then the HTML is all there but a press on a button
 * or a choice in a select does nothing. A page the server did not render (no state block) is live at once.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('__handyman-state') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout },
  );
}

/**
 * What goes wrong in `page` from now on, as a visitor's console would show it: console errors (a CSP
 * violation, a failed load, a React error), uncaught page errors and hydration warnings. A test
 * expects it to stay [].
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

function isHtml(response: Response | null): boolean {
  return Boolean(response && /text\/html/.test(response.headers()['content-type'] ?? ''));
}

/**
 * Playwright's test, whose page waits for hydration after each load (goto, reload, back, forward)
 * when script runs: these tests use the page as a visitor does once it has loaded. What a page does
 * before hydration and without script is tested in tests/ssr and the no-javascript specs.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await load(...args);
          if (isHtml(response)) await waitForHydration(page);
          return response;
        };
      }
    }
    await provide(page);
  },
});
