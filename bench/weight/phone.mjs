// A mid-range phone on a good 4G line, as the front-end benches emulate it: 4x CPU slowdown,
// 9 Mbit/s down, 60 ms round trip, a 412 px touch screen, no cache.

export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The Event Timing API reports nothing under 16 ms: an interaction it never reports took less. */
export const EVENT_THRESHOLD_MS = 16;

/**
 * Runs in the page before its own scripts: keeps every long task and interaction from the start,
 * and the moment the page went live (<html data-hydrated> set), to the millisecond.
 */
function observe() {
  const state = { longTasks: [], events: [], liveAt: null };
  Object.defineProperty(window, '__weightBench', { value: state });
  // The document has no <html> yet when this runs: watch the document for it.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    state.liveAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  new PerformanceObserver((list) =>
    state.longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
  ).observe({ type: 'longtask' });
  new PerformanceObserver((list) =>
    state.events.push(...list.getEntries().map((entry) => ({ id: entry.interactionId, duration: entry.duration }))),
  ).observe({ type: 'event', durationThreshold: 16 });
}

/** Total blocking time so far: every long task's time over 50 ms, from first contentful paint on. */
export function blockingTime(page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = window.__weightBench.longTasks.filter((task) => task.start >= fcp);
    return Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
  });
}

/** The phone's line and CPU on a page's DevTools session (the front-end bench's phone runs too). */
export async function emulatePhone(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 60,
    downloadThroughput: (9 * 1024 * 1024) / 8,
    uploadThroughput: (3 * 1024 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A fresh phone context and page with the line and CPU emulated (cold cache), observed from its start. */
export async function phonePage(browser) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await emulatePhone(cdp);
  return { context, page, cdp };
}

/** Waits until the page is live: the app marks <html data-hydrated> once every part that hydrates has. */
export async function untilLive(page, timeout = 60_000) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout });
}
