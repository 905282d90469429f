// Flood bench: does a cached page stay fast while a crowd asks for addresses never seen before?
// Starts the production build (`npm run build` first) with scripts/start.mjs on its own ports
// (SHELL_PORT etc. from the environment, else every default port + 600), warms the home page, then
// for FLOOD_SECONDS (default 15) keeps FLOOD_CONCURRENCY (default 64) requests for unique addresses
// in flight (half blog searches, which render; half the home page with an unknown parameter, which
// must not) while one visitor loads the cached home page again and again. Writes
// bench/results/flood.md and flood.json. Every request goes to this machine only, and stops by itself.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { portBlockEnv } from '../apps.config.js';
import { environment } from './ssr/report.mjs';
import { root, startStack, stopStack } from './ssr/stack.mjs';

const ports = process.env.SHELL_PORT ? { SHELL_PORT: process.env.SHELL_PORT } : portBlockEnv(600);
const portEnv = process.env.SHELL_PORT
  ? Object.fromEntries(
      ['SHELL_PORT', 'FRANCHISE_PORT', 'BLOG_PORT', 'CATALOG_PORT', 'CONTENT_API_PORT'].map((name) => [name, process.env[name]]),
    )
  : ports;
const SHELL = `http://localhost:${portEnv.SHELL_PORT}`;
// Metrics are read on the shell's operations listener (its port + 90 unless SHELL_OPS_PORT moves it).
const SHELL_OPS = `http://127.0.0.1:${process.env.SHELL_OPS_PORT || Number(portEnv.SHELL_PORT) + 90}`;
const SECONDS = Number(process.env.FLOOD_SECONDS || 15);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY || 64);
const MAX_REQUESTS = 200_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const summary = (values) => ({ count: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });
const ms = (value) => `${value.toFixed(1)} ms`;

async function timedGet(url) {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

async function homeLoop(until) {
  const times = [];
  while (performance.now() < until) times.push((await timedGet(`${SHELL}/`)).ms);
  return times;
}

async function flood(until) {
  const statuses = {};
  let sent = 0;
  const worker = async () => {
    while (performance.now() < until && sent < MAX_REQUESTS) {
      const n = (sent += 1);
      const url = n % 2 ? `${SHELL}/blog/search?q=flood${n}` : `${SHELL}/?campaign=${n}`;
      const { status } = await timedGet(url).catch(() => ({ status: 'error' }));
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sent, statuses };
}

const metric = (text, name) => Number(new RegExp(`^${name.replace(/[{}"=]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

const stack = await startStack({ ...portEnv, DIST_DIR: process.env.DIST_DIR || 'dist' });
try {
  for (let i = 0; i < 20; i += 1) await timedGet(`${SHELL}/`);
  const quiet = await homeLoop(performance.now() + 5000);
  const until = performance.now() + SECONDS * 1000;
  const [busy, crowd] = await Promise.all([homeLoop(until), flood(until)]);
  const metrics = await (await fetch(`${SHELL_OPS}/metrics`)).text();
  const result = {
    ...environment(root),
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    homeQuiet: summary(quiet),
    homeDuringFlood: summary(busy),
    flood: crowd,
    renders: metric(metrics, 'shell_render_duration_seconds_count'),
    admissionRejections: metric(metrics, 'shell_render_admission_rejections_total'),
    cacheEntries: metric(metrics, 'shell_render_cache_entries'),
  };
  const results = path.join(root, 'bench/results');
  writeFileSync(path.join(results, 'flood.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(
    path.join(results, 'flood.md'),
    [
      '# Flood: a cached page under a crowd of new addresses',
      '',
      `${result.date}, commit ${result.commit}, ${result.machine}, load average ${result.loadAverage.join(' / ')} at the end.`,
      '',
      `For ${SECONDS} s, ${CONCURRENCY} requests at a time for addresses never seen before (half blog searches, which render; half the home page with an unknown parameter, which must not), while one visitor loads the cached home page again and again.`,
      '',
      '| home page | requests | p50 | p95 | max |',
      '| --- | --- | --- | --- | --- |',
      ...[
        ['quiet (5 s before)', result.homeQuiet],
        ['during the flood', result.homeDuringFlood],
      ].map(([label, s]) => `| ${label} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`),
      '',
      `Flood: ${crowd.sent} requests, answers ${Object.entries(crowd.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(
          ', ',
        )}; ${result.renders} renders in all, ${result.admissionRejections} refused by admission (a fast 503 with Retry-After), ${result.cacheEntries} pages in the render cache at the end.`,
      '',
    ].join('\n'),
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stopStack(stack);
}
