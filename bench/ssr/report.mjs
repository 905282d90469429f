// bench/results/ssr.md and ssr.json: the Lighthouse table (page with script beside the same page
// without script), the server figures, each against its goal.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const GOALS = { performance: 90, lcpMs: 1800, tbtMs: 200, cls: 0.02, cachedP99Ms: 50, uncachedMedianMs: 60 };

const pass = (ok) => (ok ? 'pass' : '**miss**');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

export function pageVerdict(figures) {
  return {
    performance: figures.performance >= GOALS.performance,
    lcp: figures.lcpMs <= GOALS.lcpMs,
    tbt: figures.tbtMs <= GOALS.tbtMs,
    cls: figures.cls <= GOALS.cls,
  };
}

export function environment(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  // The results of an earlier run (bench/results) do not make the measured code differ from the commit.
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results') !== '';
  return {
    date: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

function pageRows(pages) {
  const rows = [];
  for (const page of pages) {
    for (const [label, f] of [
      ['with script', page.withScript],
      ['no script (ceiling)', page.noScript],
    ]) {
      const v = pageVerdict(f);
      const ok = v.performance && v.lcp && v.tbt && v.cls;
      rows.push(
        `| ${page.name} \`${page.path}\` | ${label} | ${f.performance} | ${s(f.fcpMs)} | ${s(f.lcpMs)} | ${f.tbtMs} ms | ${f.cls} | ${kb(f.jsBytes)} (${f.jsFiles}) | ${f.stylesheets} | ${f.loadAverage ?? '–'} / ${f.benchmarkIndex ?? '–'} | ${label === 'with script' ? pass(ok) : '–'} |`,
      );
    }
  }
  return rows;
}

function diagnosis(pages) {
  return pages.flatMap((page) => {
    const f = page.withScript;
    return [
      `- **${page.name}**: LCP element \`${(f.lcpElement ?? 'unknown').replace(/`/g, "'")}\`; ` +
        `${f.renderBlocking} render-blocking resources (Lighthouse), ${f.stylesheets} stylesheets; ` +
        `scripts requested before the observed LCP: ${f.scriptsBeforeLcp.length ? f.scriptsBeforeLcp.map((u) => `\`${u}\``).join(', ') : 'none'}.`,
    ];
  });
}

export function writeResults(resultsDir, result) {
  const { env, runs, pages, load } = result;
  const { cached, uncached } = load;
  const md = [
    '# Server rendering benchmark',
    '',
    `Recorded ${env.date} at commit ${env.commit} on ${env.machine}; load average (1, 5, 15 min) ${env.loadAverage.join(' / ')} at the start, ${result.loadAverageEnd.join(' / ')} at the end.`,
    `Lighthouse ${result.lighthouseVersion}, mobile defaults with simulated throttling, Debian Chromium; median of ${runs} runs per page.`,
    `Each page waits until the 1-minute load average is below ${result.quiet.load} (${Math.round(result.quiet.waitMs / 1000)} s at most; Lighthouse counts every millisecond another process takes four times in TBT); "1-min load" is the load it started at, "CPU index" Lighthouse's benchmark index of the host (median; higher is faster, lower when the cores are shared).`,
    `"no script" is the same server HTML with every \`<script>\` and script preload removed, served locally with the real CSS and images: the ceiling on this machine.`,
    '',
    `Goals: performance ≥ ${GOALS.performance}, LCP ≤ ${s(GOALS.lcpMs)}, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}.`,
    '',
    '| page | variant | perf | FCP | LCP | TBT | CLS | JS transferred (files) | stylesheets | 1-min load / CPU index | goals |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pageRows(pages),
    '',
    'What the with-script figures come from (median run):',
    '',
    ...diagnosis(pages),
    '',
    '## Server under load (`/offices/summerlin`)',
    '',
    '| measure | value | goal | |',
    '| --- | --- | --- | --- |',
    `| p99 latency at ${cached.rate} req/s for ${cached.seconds} s, render cache on (${cached.connections} connections; ${cached.requests} requests = ${cached.achievedRate} req/s achieved, ${cached.non2xx} non-2xx, ${cached.errors} errors) | ${cached.latencyMs.p99} ms (p50 ${cached.latencyMs.p50}, p90 ${cached.latencyMs.p90}, max ${cached.latencyMs.max}) | < ${GOALS.cachedP99Ms} ms | ${pass(cached.latencyMs.p99 < GOALS.cachedP99Ms)} |`,
    `| median of ${uncached.count} sequential uncached renders (distinct query string each) | ${uncached.medianMs} ms (p90 ${uncached.p90Ms}, min ${uncached.minMs}) | < ${GOALS.uncachedMedianMs} ms | ${pass(uncached.medianMs < GOALS.uncachedMedianMs)} |`,
    '',
    'This machine has 2 cores shared with other work; a load average well above 2 makes every figure here worse than it would be on a quiet machine.',
    '',
  ].join('\n');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'ssr.json'), `${JSON.stringify({ goals: GOALS, ...result }, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'ssr.md'), md);
  return md;
}
