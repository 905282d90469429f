// Lighthouse on every page type: its mobile defaults (simulated throttling), median of
// BENCH_LH_RUNS runs (3) per page, each page measured once the machine is quiet (ssr/quiet.mjs).
// The target is a performance score of at least 98 on every page type Lighthouse can load (it
// refuses a page that answers 404, so the 404 page is listed, not scored). Builds into dist-bench
// (skip with --no-build), starts its own stack on ports 3500-3503 and 4500, records
// bench/results/lighthouse.md and .json, and exits 1 when a page type is under the target.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChrome, lighthouseMedian } from './ssr/lighthouse.mjs';
import { untilQuiet } from './ssr/quiet.mjs';
import { benchStart, root, SHELL, startStack, stopStack, warmUp } from './ssr/stack.mjs';
import { pageTypes } from './weight/pages.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const TARGET = 98;
const log = (message) => console.log(`[lighthouse bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const env = benchStart(log);
const stack = await startStack();
const chrome = await launchChrome();
const pages = [];
try {
  const types = await pageTypes();
  await warmUp(types.filter((page) => page.status === 200));
  for (const page of types) {
    if (page.status !== 200) {
      pages.push({ ...page, skipped: `answers ${page.status}: Lighthouse does not load it` });
      continue;
    }
    const load = await untilQuiet(log);
    log(`Lighthouse x${RUNS} ${page.path} (1-min load ${load})`);
    pages.push({ ...page, ...(await lighthouseMedian(`${SHELL}${page.path}`, chrome.port, RUNS)), loadAverage: load });
  }
} finally {
  await chrome.kill();
  await stopStack(stack);
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const under = pages.filter((page) => !page.skipped && page.performance < TARGET);
const rows = pages.map((page) =>
  page.skipped
    ? `| ${page.name} | \`${page.path}\` | – | – | – | – | – | – | ${page.skipped} |`
    : `| ${page.name} | \`${page.path}\` | ${page.performance} | ${s(page.fcpMs)} | ${s(page.lcpMs)} | ${page.tbtMs} ms | ${page.cls} | ${page.loadAverage} / ${page.benchmarkIndex} | ${page.performance >= TARGET ? 'met' : '**missed**'} |`,
);
const markdown = `# Lighthouse on every page type

Recorded ${env.date} at commit ${env.commit} on ${env.machine}; load average ${env.loadAverage.join(', ')} at the start.
Lighthouse's mobile defaults (simulated throttling), Debian Chromium; median of ${RUNS} runs per page, each page started once the 1-minute load average was below the quiet threshold (or after waiting 3 minutes). Target: performance at least ${TARGET}.

| page type | address | perf | FCP | LCP | TBT | CLS | 1-min load / CPU index | target |
| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}
`;
const dir = path.join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'lighthouse.md'), markdown);
writeFileSync(path.join(dir, 'lighthouse.json'), `${JSON.stringify({ ...env, runs: RUNS, target: TARGET, pages }, null, 2)}\n`);
log(
  under.length
    ? `under ${TARGET}: ${under.map((page) => `${page.name} ${page.performance}`).join(', ')}`
    : `every page type at ${TARGET} or more`,
);
process.exitCode = under.length ? 1 : 0;
