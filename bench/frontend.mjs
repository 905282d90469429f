// Front-end benchmark: cold production build time, each app's initial JavaScript (gzip), and the
// time to a usable home page (zip form ready) on a desktop and on a throttled phone profile.
// Results are printed and recorded in bench/results/frontend.md and frontend.json.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { portBlockEnv } from '../apps.config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { emulatePhone } from './weight/phone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const RUNS = Number(process.env.BENCH_RUNS || 7);
// A port block of its own (every default port + 300), clear of `npm start`, the tests and the SSR bench.
const PORTS = portBlockEnv(300);
const SHELL = `http://localhost:${PORTS.SHELL_PORT}`;
const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const DIST_DIR = 'dist-bench';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function coldBuild() {
  rmSync(path.join(root, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  execFileSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, DIST_DIR }, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A remote's initial JS: its entry plus the exposed route module's own chunks (shared libs come from the shell). */
function remoteInitialJs(folder) {
  const dist = path.join(root, folder, DIST_DIR);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const files = ['remoteEntry.js', ...manifest.exposes.flatMap((expose) => expose.assets.js.sync)];
  return { files: files.length, gzip: files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0) };
}

async function startStack() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...PORTS, DIST_DIR, LOG_LEVEL: 'warn', CONTENT_API_DB: path.join(os.tmpdir(), `bench-${process.pid}.db`) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('The site is ready') && resolve());
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
  return child;
}

/** Loads the home page in a fresh context and returns when the zip form is usable, in ms. */
async function homeReady(browser, { phone }) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A mid-range phone on a good 4G connection.
  if (phone) await emulatePhone(cdp);
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(SHELL)) scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(SHELL, { waitUntil: 'commit' });
  const input = page.getByRole('textbox', { name: /zip code/i }).first();
  await input.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[role="search"] button[disabled]'));
  const ready = await page.evaluate(() => performance.now());
  const paints = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
  );
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
  const cls = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  await context.close();
  const shellJs = [...scripts].reduce((sum, file) => sum + gzipSize(path.join(root, 'shell', DIST_DIR, file)), 0);
  return { ready, fcp: paints['first-contentful-paint'] ?? 0, lcp, cls, shellJs, shellJsFiles: scripts.size };
}

async function measureHome(browser, phone) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await homeReady(browser, { phone }));
  return {
    readyMs: Math.round(median(runs.map((run) => run.ready))),
    fcpMs: Math.round(median(runs.map((run) => run.fcp))),
    lcpMs: Math.round(median(runs.map((run) => run.lcp))),
    cls: Number(median(runs.map((run) => run.cls)).toFixed(4)),
    shellJs: median(runs.map((run) => run.shellJs)),
    shellJsFiles: median(runs.map((run) => run.shellJsFiles)),
  };
}

console.log('Cold production build of the four apps...');
const buildSeconds = coldBuild();
const remotes = Object.fromEntries(
  ['remote-franchise', 'remote-blog', 'remote-catalog'].map((folder) => [folder, remoteInitialJs(folder)]),
);
const stack = await startStack();
let desktop;
let phone;
try {
  const browser = await chromium.launch(CHROMIUM);
  desktop = await measureHome(browser, false);
  phone = await measureHome(browser, true);
  await browser.close();
} finally {
  stack.kill('SIGTERM');
}

const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  runs: RUNS,
  buildSeconds: Number(buildSeconds.toFixed(1)),
  initialJsGzip: { shell: desktop.shellJs, ...Object.fromEntries(Object.entries(remotes).map(([name, value]) => [name, value.gzip])) },
  homeDesktop: desktop,
  homePhone: phone,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'frontend.json'), `${JSON.stringify(result, null, 2)}\n`);
const table = [
  '# Front-end benchmark',
  '',
  `Recorded ${result.date} on ${result.machine}; medians of ${RUNS} cold loads (cache disabled) each.`,
  '',
  '| measure | value |',
  '| --- | --- |',
  `| cold production build, 4 apps | ${result.buildSeconds} s |`,
  `| shell initial JS: every script the home page loads, incl. react, react-dom, router, store (gzip) | ${kb(result.initialJsGzip.shell)} in ${desktop.shellJsFiles} files |`,
  ...Object.entries(remotes).map(
    ([name, value]) =>
      `| ${name} initial JS (entry + route module, gzip; shared libraries come from the shell) | ${kb(value.gzip)} in ${value.files} files |`,
  ),
  `| home usable (zip form ready), desktop | ${desktop.readyMs} ms (FCP ${desktop.fcpMs} ms, LCP ${desktop.lcpMs} ms, CLS ${desktop.cls}) |`,
  `| home usable, phone profile (4x CPU slowdown, 9 Mbit/s, 60 ms RTT) | ${phone.readyMs} ms (FCP ${phone.fcpMs} ms, LCP ${phone.lcpMs} ms, CLS ${phone.cls}) |`,
  '',
];
writeFileSync(path.join(resultsDir, 'frontend.md'), table.join('\n'));
console.log(table.join('\n'));
