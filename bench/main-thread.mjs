// Where a phone's main thread is held while a page opens, per page type: CPU profiles of cold loads
// with a 4x CPU slowdown at 412 px, until 2.5 s after the page is live. A stretch of work is a run
// of profile samples with no idle gap over 1 ms (a task, or tasks back to back); what a stretch
// holds beyond 50 ms is what blocks a tap, as Lighthouse counts a long task. Also recorded: the
// time spent in React's synchronous renders (a store's change, a state set in an effect), which
// cannot yield to the browser. Results: bench/results/main-thread[-label].md and .json.
// Run: node bench/main-thread.mjs [--no-build] [--runs N] [--label X] [--pages "office home,post"]
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { build, DIST_DIR, root, SHELL, startStack, stopStack } from './ssr/stack.mjs';
import { pageTypes } from './weight/pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const label = option('--label', '');
const runs = Number(option('--runs', '5'));
const only = option('--pages', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
if (!args.includes('--no-build')) build();

const BLOCKING_MS = 50;
const IDLE_GAP_US = 1000;

/** One cold load's CPU profile, from navigation until 2.5 s after the page is live. */
async function profileLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForTimeout(2500);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await context.close();
  }
}

// React's own function names, from the framework chunk's source map (the build minifies them).
const framework = readdirSync(path.join(root, 'shell', DIST_DIR)).find((file) => /^framework\.[0-9a-f]+\.js$/.test(file));
const frameworkMap = await new SourceMapConsumer(JSON.parse(readFileSync(path.join(root, 'shell', DIST_DIR, `${framework}.map`), 'utf8')));
const reactNames = new Map();
function reactName(callFrame) {
  if (!callFrame.url.endsWith(`/${framework}`)) return '';
  const key = `${callFrame.lineNumber}:${callFrame.columnNumber}`;
  if (!reactNames.has(key))
    reactNames.set(key, frameworkMap.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }).name ?? '');
  return reactNames.get(key);
}

/** Stretches of work and synchronous render time in one profile, in ms as the throttled page ran. */
function readProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = (id) => ['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName);
  const inSyncRender = new Map();
  const isSyncRender = (id) => {
    if (!inSyncRender.has(id)) {
      const node = nodes.get(id);
      inSyncRender.set(id, reactName(node.callFrame) === 'performSyncWorkOnRoot' || (parent.has(id) && isSyncRender(parent.get(id))));
    }
    return inSyncRender.get(id);
  };
  const stretches = [];
  let syncRenderUs = 0;
  let current = null;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    time += profile.timeDeltas[index];
    if (idle(id)) {
      if (current && time - current.end > IDLE_GAP_US) {
        stretches.push(current.end - current.start);
        current = null;
      }
      return;
    }
    if (isSyncRender(id)) syncRenderUs += delta;
    current ??= { start: time, end: time };
    current.end = time;
  });
  if (current) stretches.push(current.end - current.start);
  const long = stretches.map((us) => us / 1000).filter((ms) => ms > BLOCKING_MS);
  return {
    beyond50: Math.round(long.reduce((total, ms) => total + ms - BLOCKING_MS, 0)),
    longest: Math.round(Math.max(0, ...long)),
    long: long.length,
    syncRender: Math.round(syncRenderUs / 1000),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stack = await startStack();
const pages = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const page of await pageTypes()) {
      if (only.length > 0 && !only.includes(page.name)) continue;
      await profileLoad(browser, SHELL + page.path); // warms the server's caches
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(readProfile(await profileLoad(browser, SHELL + page.path)));
      const pick = (key) => median(loads.map((load) => load[key]));
      pages.push({
        ...page,
        beyond50: pick('beyond50'),
        longest: pick('longest'),
        long: pick('long'),
        syncRender: pick('syncRender'),
        loads,
      });
      console.log(`${page.name}: ${pick('beyond50')} ms beyond 50 ms, sync renders ${pick('syncRender')} ms`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopStack(stack);
}

const result = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load ${os.loadavg()[0].toFixed(2)} at the end`,
  runs,
  pages,
};
const name = label ? `main-thread-${label}` : 'main-thread';
const dir = path.join(root, 'bench', 'results');
writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
const lines = [
  `# Where the main thread goes while a page opens${label ? ` (${label})` : ''}`,
  '',
  `Recorded ${result.date} at commit ${result.commit} on ${result.machine}.`,
  `CPU profiles (100 µs sampling) of ${runs} cold loads per page type, 412 px touch screen, 4x CPU slowdown, from navigation until 2.5 s after the page is live; medians. A stretch is work with no idle gap over 1 ms; "beyond 50 ms" sums what each stretch over 50 ms holds past 50 ms (Lighthouse's blocking time counts tasks the same way; a stretch may be tasks back to back, so this reads high). "Synchronous renders" is the time in React renders that cannot yield (performSyncWorkOnRoot).`,
  '',
  '| page type | address | beyond 50 ms | longest stretch | stretches over 50 ms | synchronous renders | per load (beyond 50 ms) |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...pages.map(
    (page) =>
      `| ${page.name} | \`${page.path}\` | ${page.beyond50} ms | ${page.longest} ms | ${page.long} | ${page.syncRender} ms | ${page.loads.map((load) => load.beyond50).join(', ')} |`,
  ),
  '',
];
writeFileSync(path.join(dir, `${name}.md`), lines.join('\n'));
console.log(lines.join('\n'));
