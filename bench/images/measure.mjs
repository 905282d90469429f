// What a page's photographs cost a browser: the image bytes fetched until every picture in the
// first screen has loaded, the bytes of the whole page scrolled to its end, and the layout shift.
// Cache off, so every figure is a first visit.

/** The two screens measured: a 375 px phone (3x, as the 375 px iPhones are) and a 1280 px desktop. */
export const SCREENS = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/** Runs in the page before its scripts: sums layout shifts not caused by input (CLS as the browser counts it). */
function observeShifts() {
  const state = { cls: 0 };
  Object.defineProperty(window, '__imageBench', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Every image response of the page, by request: its address, when it was asked for, and its bytes on the wire once done. */
async function watchImages(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, image: event.type === 'Image' }));
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request && event.response.mimeType.startsWith('image/')) request.image = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = 0;
  });
  return requests;
}

/** The image requests among `ids`, once each has finished: their count and bytes, and the largest. */
async function settle(requests, ids) {
  const deadline = Date.now() + 30_000;
  const images = () => ids.map((id) => requests.get(id)).filter((request) => request?.image);
  while (images().some((request) => request.bytes === undefined) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const done = images();
  const largest = done.reduce((max, request) => ((request.bytes ?? 0) > (max?.bytes ?? 0) ? request : max), undefined);
  return {
    count: done.length,
    bytes: done.reduce((sum, request) => sum + (request.bytes ?? 0), 0),
    largest: largest ? { url: new URL(largest.url).pathname + new URL(largest.url).search, bytes: largest.bytes } : null,
  };
}

/** Whether every picture at least partly in the first screen has loaded. */
function firstScreenLoaded() {
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  return document.readyState === 'complete' && [...document.images].filter(inView).every((img) => img.complete);
}

/** Scrolls to the end in steps of most of a screen, pausing as a reader would, then waits for the network to calm down. */
async function scrollToEnd(page) {
  for (let step = 0; step < 80; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(innerHeight * 0.8));
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

/** One cold load of `url` on `screen`: first-screen image bytes and CLS, and with `scroll`, the whole page's. */
export async function measurePage(browser, url, screen, { scroll = false } = {}) {
  const context = await browser.newContext(SCREENS[screen]);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    const requests = await watchImages(context, page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(firstScreenLoaded, null, { timeout: 30_000, polling: 50 });
    const firstScreen = await settle(requests, [...requests.keys()]);
    const cls = await page.evaluate(() => Number(window.__imageBench.cls.toFixed(4)));
    if (!scroll) return { firstScreen, cls };
    await scrollToEnd(page);
    const whole = await settle(requests, [...requests.keys()]);
    const clsScrolled = await page.evaluate(() => Number(window.__imageBench.cls.toFixed(4)));
    return { firstScreen, cls, whole, clsScrolled };
  } finally {
    await context.close();
  }
}
