// Server rendering benchmark: Lighthouse on five page types, each beside the same page
// without script (the ceiling), and the shell's server under load. Builds into dist-bench (skip
// with --no-build), starts its own stack on ports 3500-3503 and 4500, and records the results in
// bench/results/ssr.md and ssr.json. BENCH_LH_RUNS sets the Lighthouse runs per page (default 3).
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cachedLoad, uncachedRenders } from './ssr/load.mjs';
import { launchChrome, lighthouseMedian } from './ssr/lighthouse.mjs';
import { startNoScriptServer } from './ssr/noscript.mjs';
import { writeResults } from './ssr/report.mjs';
import { benchPages, benchStart, PORTS, root, SHELL, startStack, stopStack, warmUp } from './ssr/stack.mjs';
import { QUIET_LOAD, QUIET_WAIT_MS, untilQuiet } from './ssr/quiet.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const NO_SCRIPT_PORT = Number(PORTS.SHELL_PORT) + 10;
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const log = (message) => console.log(`[ssr bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function measurePages(pages) {
  const noScript = await startNoScriptServer({ origin: SHELL, pages: pages.map((page) => page.path), port: NO_SCRIPT_PORT });
  const chrome = await launchChrome();
  try {
    const measured = [];
    for (const page of pages) {
      const loadWithScript = await untilQuiet(log);
      log(`Lighthouse x${RUNS}: ${page.path} (1-min load ${loadWithScript})`);
      const withScript = { ...(await lighthouseMedian(`${SHELL}${page.path}`, chrome.port, RUNS)), loadAverage: loadWithScript };
      const loadNoScript = await untilQuiet(log);
      log(`Lighthouse x${RUNS}: ${page.path} without script (1-min load ${loadNoScript})`);
      const withoutScript = { ...(await lighthouseMedian(noScript.url(page.path), chrome.port, RUNS)), loadAverage: loadNoScript };
      measured.push({ ...page, withScript, noScript: withoutScript });
    }
    return measured;
  } finally {
    await chrome.kill();
    noScript.server.close();
  }
}

async function measureLoad() {
  const url = `${SHELL}/offices/summerlin`;
  log('uncached renders: 200 sequential requests');
  const uncached = await uncachedRenders(url, { count: 200 });
  log('cached: 200 req/s for 20 s');
  const cached = await cachedLoad(url, { rate: 200, seconds: 20 });
  return { cached, uncached };
}

const env = benchStart(log);
const stack = await startStack();
let result;
try {
  const pages = await benchPages();
  await warmUp(pages);
  const measured = await measurePages(pages);
  const load = await measureLoad();
  result = {
    env,
    loadAverageEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    lighthouseVersion,
    runs: RUNS,
    quiet: { load: QUIET_LOAD, waitMs: QUIET_WAIT_MS },
    pages: measured,
    load,
  };
} finally {
  await stopStack(stack);
}
console.log(writeResults(path.join(root, 'bench/results'), result));
