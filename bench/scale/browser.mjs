// In Chromium: the office finder on a phone profile (4x CPU, 375 px) and the bytes of the API calls
// a visitor's browser makes to find the office for a ZIP.
import { chromium } from 'playwright-core';
import { percentile, round } from './measure.mjs';
import { CONTENT_API, SHELL } from './stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const RUNS = 3;

/** Long tasks seen by the page from its first script on. */
const OBSERVE_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

export const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

async function phoneLoad(browser, path) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = performance.now();
  const response = await page.goto(`${SHELL}${path}`, { waitUntil: 'load', timeout: 180_000 });
  const loadMs = performance.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    longTasks: window.__longTasks ?? [],
    links: document.querySelectorAll('main a[href^="/offices/"]').length,
  }));
  await context.close();
  const tasks = figures.longTasks;
  return {
    status: response?.status() ?? null,
    loadMs,
    domNodes: figures.domNodes,
    officeLinks: figures.links,
    longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
    blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  };
}

/** The median of RUNS loads of a page on the phone profile. */
export async function measurePhone(browser, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await phoneLoad(browser, path));
  const median = (key) =>
    round(
      percentile(
        runs.map((r) => r[key]),
        50,
      ),
    );
  return {
    path,
    status: runs[0].status,
    domNodes: median('domNodes'),
    officeLinks: median('officeLinks'),
    longestTaskMs: median('longestTaskMs'),
    blockingMs: median('blockingMs'),
    loadMs: median('loadMs'),
  };
}

/** Counts the bytes (headers and body as received) of every content-api call but media, while `flow` runs. */
async function apiBytes(browser, flow) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = [];
  let counting = true;
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!counting || url.origin !== CONTENT_API || url.pathname.startsWith('/media/')) return;
    sizes.push(
      request
        .sizes()
        .then((s) => ({ call: `${url.pathname}${url.search}`.slice(0, 120), bytes: s.responseBodySize + s.responseHeadersSize })),
    );
  });
  let outcome;
  try {
    outcome = await flow(page);
  } finally {
    counting = false;
  }
  const calls = await Promise.all(sizes);
  await context.close();
  return { ...outcome, bytes: calls.reduce((n, c) => n + c.bytes, 0), calls };
}

/** The home page's ZIP form: type an owned ZIP, press Find My Office, stop when the browser leaves the page. */
export function homeZipFlow(browser, zip) {
  return apiBytes(browser, async (page) => {
    await page.goto(`${SHELL}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).first().fill(zip);
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/', { waitUntil: 'commit', timeout: 60_000 }),
      page.getByRole('button', { name: 'Find My Office' }).first().click(),
    ]);
    return { landedOn: new URL(page.url()).pathname };
  });
}

/** The estimate modal: type the ZIP and wait until the form has filled in the city from it. */
export function estimateZipFlow(browser, zip) {
  return apiBytes(browser, async (page) => {
    await page.goto(`${SHELL}/services#GetAnEstimate`, { waitUntil: 'networkidle', timeout: 120_000 });
    const form = page.getByRole('form', { name: 'Free estimate request' });
    await form.getByLabel('ZIP Code').pressSequentially(zip);
    const city = form.getByLabel('City');
    const deadline = Date.now() + 30_000;
    while ((await city.inputValue()) === '' && Date.now() < deadline) await page.waitForTimeout(100);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    return { cityFilled: (await city.inputValue()) !== '' };
  });
}
