// content-api's first start on a generated seed: node bench/first-start.mjs [--size 3500x50000]
//   [--random-seed 22] [--label after] [--api-dir content-api]. See bench/README.md.
// A fresh content database each run: the first start imports the seed, the restart opens it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portBlockEnv } from '../apps.config.js';
import { writeReport } from './first-start/report.mjs';
import { parseSize, seedFor } from './scale/seed.mjs';
import { root } from './scale/stack.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '3500x50000' },
    'random-seed': { type: 'string', default: '22' },
    label: { type: 'string', default: 'after' },
    'api-dir': { type: 'string', default: 'content-api' },
  },
});
// Ports: CONTENT_API_PORT when set (an engineer's own block), else the bench block (+300).
const port = Number(process.env.CONTENT_API_PORT || portBlockEnv(300).CONTENT_API_PORT);
const opsPort = port + 90;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Starts content-api on the seed and times what a caller sees: listening, ready, serving a page. */
async function timedStart(seedDir, contentDb, leadsDb) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(root, values['api-dir']),
    env: {
      ...process.env,
      CONTENT_API_PORT: String(port),
      CONTENT_API_OPS_PORT: String(opsPort),
      CONTENT_API_SEED_DIR: seedDir,
      CONTENT_API_DB: leadsDb,
      CONTENT_API_CONTENT_DB: contentDb,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  const times = { healthMs: null, readyMs: null, pageMs: null, importingAnswers: 0 };
  while (times.readyMs === null || times.pageMs === null) {
    if (child.exitCode !== null) throw new Error(`content-api exited (${child.exitCode}) before it was ready`);
    if (performance.now() - started > 20 * 60_000) throw new Error('content-api was not ready within 20 minutes');
    const elapsed = performance.now() - started;
    if (times.healthMs === null && (await status(`http://localhost:${port}/healthz`)) === 200) times.healthMs = elapsed;
    if (times.readyMs === null) {
      const ready = await status(`http://localhost:${opsPort}/readyz`);
      if (ready === 200) times.readyMs = performance.now() - started;
      else if (ready === 503) times.importingAnswers += 1;
    }
    if (times.pageMs === null && (await status(`http://localhost:${port}/api/page?path=home`)) === 200)
      times.pageMs = performance.now() - started;
    await sleep(100);
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return times;
}

const size = parseSize(values.size);
const seed = seedFor(size, Number(values['random-seed']));
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-first-start-'));
try {
  const contentDb = path.join(work, 'content.db');
  const leadsDb = path.join(work, 'leads.db');
  const load = os.loadavg()[0];
  console.log(`first start on ${seed.dir} (${values['api-dir']}), load ${load.toFixed(2)}`);
  const first = await timedStart(seed.dir, contentDb, leadsDb);
  const dbBytes = statSync(contentDb).size;
  console.log(`first start: ${JSON.stringify(first)}, ${(dbBytes / 1e6).toFixed(0)} MB`);
  const restart = await timedStart(seed.dir, contentDb, leadsDb);
  console.log(`restart: ${JSON.stringify(restart)}`);
  writeReport(values.label, {
    recordedAt: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    loadAtStart: load,
    loadAtEnd: os.loadavg()[0],
    size: size.label,
    seed: path.basename(seed.dir),
    pages: seed.manifest.pages,
    apiDir: values['api-dir'],
    first,
    dbBytes,
    restart,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
