import type { Page } from '@playwright/test';

// When a server-rendered page went live (<html data-hydrated>), on the page's own clock, and what
// it had asked for by then: a page's weight is what it fetches until it answers the visitor.

/** Notes, on the page's own clock, when <html data-hydrated> appears (call before the load). */
export async function noteWhenLive(page: Page): Promise<void> {
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
export async function scriptsBeforeLive(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { liveAt } = window as unknown as { liveAt: number };
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < liveAt && (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name);
  });
}
