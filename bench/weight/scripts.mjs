// The JavaScript a phone fetches to open a page: every script requested until the network is quiet
// after the page is live (<html data-hydrated>), so code a page fetches by itself once it is live
// (idle preloads, sections near the first screen, the page-view report) counts, and only what a
// visitor's scrolling or taps would fetch later does not (the bench neither scrolls nor taps). Sizes
// are compressed bodies on the wire (the servers answer brotli), headers left out.
import { blockingTime, phonePage, untilLive } from './phone.mjs';

/** The network is quiet when no request has started for this long. */
const QUIET_MS = 1000;
/** A page that keeps fetching is cut off this long after it went live. */
const MAX_WAIT_MS = 15_000;

/**
 * Loads `url` cold on the phone profile; returns the scripts (url, wire bytes) requested until the
 * network was quiet after the page went live, the time it became live (ms from navigation start),
 * and the total blocking time from first paint until 2 s after that.
 */
export async function scriptsUntilLive(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    const requests = [];
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      lastRequestAt = Date.now();
      if (request.resourceType() === 'script') requests.push(request);
    });
    const answer = await page.goto(url, { waitUntil: 'commit' });
    await untilLive(page);
    const liveAt = await page.evaluate(() => window.__weightBench.liveAt);
    await page.waitForTimeout(2000);
    const tbt = await blockingTime(page);
    const cutOff = Date.now() + MAX_WAIT_MS;
    while (Date.now() - lastRequestAt < QUIET_MS && Date.now() < cutOff) await page.waitForTimeout(250);
    const scripts = [];
    for (const request of [...requests]) {
      const response = await request.response();
      if (!response) continue;
      await response.finished();
      const { responseBodySize } = await request.sizes();
      scripts.push({ url: request.url(), bytes: responseBodySize });
    }
    return { status: answer?.status() ?? 0, liveAt: Math.round(liveAt), tbt, scripts };
  } finally {
    await context.close();
  }
}
