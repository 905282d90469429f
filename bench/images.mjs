// Photographs bench: for every page type, on a 375 px phone and a 1280 px desktop, the image bytes
// until the first screen is complete, and the layout shift; the office home scrolled to its end;
// Lighthouse (mobile) on home, office home, a post, services and a package. Twice: with the image
// service (the site as built) and with every picture sent as stored (no resizing), for comparison.
// Builds into dist-bench (skip with --no-build), starts its own stack on ports 3500-3503 and 4500
// (and 3520 for the stored files), and records bench/results/images.md and images.json.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { measurePage } from './images/measure.mjs';
import { originalsConfig, startOriginalsServer } from './images/originals.mjs';
import { writeImageResults } from './images/report.mjs';
import { launchChrome, lighthouseMedian } from './ssr/lighthouse.mjs';
import { benchPages, benchStart, CONTENT_API, root, SHELL, startStack, stopStack, warmUp } from './ssr/stack.mjs';
import { pageTypes } from './weight/pages.mjs';
import { untilQuiet } from './ssr/quiet.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const log = (message) => console.log(`[images bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Loads each page once so the image service has made its pictures (as a CDN in front of it would hold them). */
async function warmImages(browser, pages) {
  for (const page of pages)
    for (const screen of ['phone', 'desktop']) await measurePage(browser, `${SHELL}${page.path}`, screen, { scroll: true });
}

async function measureMode(mode) {
  const originals = mode === 'stored files' ? await startOriginalsServer(CONTENT_API) : null;
  const stack = await startStack(originals ? { SHELL_CONFIG: originalsConfig() } : {});
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const types = await pageTypes();
    await warmUp(types.filter((page) => page.status === 200));
    log(`${mode}: warming the image cache`);
    await warmImages(browser, types);
    const pages = [];
    for (const page of types) {
      const figures = {};
      for (const screen of ['phone', 'desktop']) figures[screen] = await measurePage(browser, `${SHELL}${page.path}`, screen);
      log(
        `${mode}: ${page.name} phone ${(figures.phone.firstScreen.bytes / 1024).toFixed(1)} KB, desktop ${(figures.desktop.firstScreen.bytes / 1024).toFixed(1)} KB`,
      );
      pages.push({ ...page, ...figures });
    }
    const officeHome = types.find((page) => page.name === 'office home');
    const scrolled = {
      phone: await measurePage(browser, `${SHELL}${officeHome.path}`, 'phone', { scroll: true }),
      desktop: await measurePage(browser, `${SHELL}${officeHome.path}`, 'desktop', { scroll: true }),
    };
    log(`${mode}: office home scrolled to the end: phone ${(scrolled.phone.whole.bytes / 1024).toFixed(1)} KB`);
    const lighthouse = [];
    const chrome = await launchChrome();
    try {
      for (const page of await benchPages()) {
        const load = await untilQuiet(log);
        log(`${mode}: Lighthouse x${RUNS} ${page.path} (1-min load ${load})`);
        lighthouse.push({ ...page, ...(await lighthouseMedian(`${SHELL}${page.path}`, chrome.port, RUNS)), loadAverage: load });
      }
    } finally {
      await chrome.kill();
    }
    return { mode, pages, scrolled: { path: officeHome.path, ...scrolled }, lighthouse };
  } finally {
    await browser.close();
    await stopStack(stack);
    originals?.close();
  }
}

const env = benchStart(log);
const resized = await measureMode('image service');
const stored = await measureMode('stored files');
const { failed } = writeImageResults(root, { ...env, loadAverageAtEnd: os.loadavg().map((v) => Number(v.toFixed(2))) }, resized, stored);
log(failed.length ? `over target: ${failed.join('; ')}` : 'every target met');
