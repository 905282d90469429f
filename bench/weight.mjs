// Page weight and interaction bench: the JavaScript a phone fetches to open each page type, on a
// phone profile, against a budget per page type (bench/weight-budget.json); the total blocking
// time of each load; and INP-like tap-to-paint times of the ZIP button, the estimate button and a
// carousel arrow. Builds into dist-bench (skip with --no-build), starts its own stack on ports
// 3500-3503 and 4500, and records bench/results/weight.md and .json (--label X: weight-X.*).
// Exits 1 when a page is over its budget, naming the page and its biggest modules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { build, DIST_DIR, PORTS, root, SHELL, startStack, stopStack } from './ssr/stack.mjs';
import { pageTypes } from './weight/pages.mjs';
import { scriptsUntilLive } from './weight/scripts.mjs';
import { biggestModules } from './weight/modules.mjs';
import { interactions, measureInteraction } from './weight/interaction.mjs';
import { EVENT_THRESHOLD_MS } from './weight/phone.mjs';
import { writeWeightResults } from './weight/report.mjs';

const RUNS = Number(process.env.BENCH_WEIGHT_RUNS || 3);
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS || 5);
const labelAt = process.argv.indexOf('--label');
const label = labelAt > 0 ? process.argv[labelAt + 1] : '';
const log = (message) => console.log(`[weight bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const budget = JSON.parse(readFileSync(path.join(root, 'bench/weight-budget.json'), 'utf8'));
const budgetOf = (name) => budget.pages[name] ?? budget.default;

/** The built file a script URL of one of our servers serves, or null. */
const folders = {
  [PORTS.SHELL_PORT]: 'shell',
  [PORTS.FRANCHISE_PORT]: 'remote-franchise',
  [PORTS.BLOG_PORT]: 'remote-blog',
  [PORTS.CATALOG_PORT]: 'remote-catalog',
};
function localFile(url) {
  const { port, pathname } = new URL(url);
  const folder = folders[port];
  return folder ? path.join(root, folder, DIST_DIR, decodeURIComponent(pathname)) : null;
}

async function measurePage(browser, page) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await scriptsUntilLive(browser, `${SHELL}${page.path}`));
  const statuses = [...new Set(runs.map((run) => run.status))];
  if (statuses.length !== 1 || statuses[0] !== page.status)
    throw new Error(`${page.path} answered ${statuses.join(', ')}, not ${page.status}`);
  const totals = runs.map((run) => run.scripts.reduce((sum, script) => sum + script.bytes, 0));
  const typical = runs[totals.indexOf(median(totals))];
  return {
    ...page,
    budgetKb: budgetOf(page.name),
    bytes: median(totals),
    scripts: typical.scripts.length,
    liveAt: median(runs.map((run) => run.liveAt)),
    tbt: median(runs.map((run) => run.tbt)),
    biggest: biggestModules(typical.scripts, localFile),
  };
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
if (!process.argv.includes('--no-build')) {
  log('production build into dist-bench...');
  build();
}
const stack = await startStack();
let result;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages = [];
    for (const page of await pageTypes()) {
      log(`${page.name}: ${page.path}`);
      pages.push(await measurePage(browser, page));
    }
    const measured = [];
    for (const interaction of await interactions()) {
      log(`interaction: ${interaction.name}`);
      const runs = [];
      for (let run = 0; run < INTERACTION_RUNS; run += 1) runs.push(await measureInteraction(browser, interaction));
      measured.push({ name: interaction.name, path: interaction.path, inp: median(runs), runs });
    }
    result = {
      date: new Date().toISOString(),
      commit,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      loadAverage,
      runs: RUNS,
      interactionRuns: INTERACTION_RUNS,
      eventThreshold: EVENT_THRESHOLD_MS,
      pages,
      interactions: measured,
    };
  } finally {
    await browser.close();
  }
} finally {
  await stopStack(stack);
}
console.log(writeWeightResults(path.join(root, 'bench/results'), label, result));
const over = result.pages.filter((page) => page.bytes > page.budgetKb * 1024);
if (over.length > 0) {
  for (const page of over) {
    const modules = page.biggest.map((module) => `${module.name} ${(module.bytes / 1024).toFixed(1)} KB`).join(', ');
    console.error(
      `over budget: ${page.name} (${page.path}) ${(page.bytes / 1024).toFixed(1)} KB > ${page.budgetKb} KB; biggest: ${modules}`,
    );
  }
  process.exitCode = 1;
}
