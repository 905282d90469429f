// The JavaScript a page downloads until it is live: every script requested before <html
// data-hydrated> was set (the page's own record of that moment, not when the bench noticed it: code
// the page fetches once it is live does not count), with its compressed size on the wire (the
// servers answer brotli).
import { blockingTime, phonePage, untilLive } from './phone.mjs';

/**
 * Loads `url` cold on the phone profile; returns the scripts (url, wire bytes) requested before
 * the page was live, the time it became live (ms from navigation start), and the total blocking
 * time from first paint until 2 s after that.
 */
export async function scriptsUntilLive(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    const requests = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requests.push(request);
    });
    const answer = await page.goto(url, { waitUntil: 'commit' });
    await untilLive(page);
    const { liveAt, liveEpoch } = await page.evaluate(() => ({
      liveAt: window.__weightBench.liveAt,
      liveEpoch: performance.timeOrigin + window.__weightBench.liveAt,
    }));
    await page.waitForTimeout(2000);
    const tbt = await blockingTime(page);
    const scripts = [];
    for (const request of requests.filter((each) => each.timing().startTime <= liveEpoch)) {
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
