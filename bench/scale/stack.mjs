// The built site on a generated seed: content-api and the four apps' servers, each a process of its
// own so the bench can read each one's memory. Ports: every default port + 300 (3300-3303, 4300).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portBlockEnv } from '../../apps.config.js';
import { sleep } from './measure.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PORTS = portBlockEnv(300);
export const SHELL = `http://localhost:${PORTS.SHELL_PORT}`;
export const CONTENT_API = `http://localhost:${PORTS.CONTENT_API_PORT}`;
const REMOTES = ['remote-franchise', 'remote-blog', 'remote-catalog'];

function start(args, env, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...PORTS, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.errors = () => errors;
  return child;
}

/** Polls url until it answers 200; answers the milliseconds that took. */
export async function waitFor(url, child, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}): ${child.errors()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s: ${child.errors()}`);
}

/**
 * Starts content-api on the seed and answers the process and its ready time: from the start of the
 * process until it answers the home page.
 */
export async function startContentApi(seedDir, dbFile) {
  const child = start(
    ['--import', 'tsx', 'src/main.ts'],
    // Leads and the imported content each in a file of this run: the first start imports the seed.
    { CONTENT_API_SEED_DIR: seedDir, CONTENT_API_DB: dbFile, CONTENT_API_CONTENT_DB: contentDbOf(dbFile) },
    path.join(root, 'content-api'),
  );
  const readyMs = await waitFor(`${CONTENT_API}/api/page?path=home`, child, 600_000);
  return { child, readyMs };
}

/** The three remotes' file servers and the shell's server, built into DIST_DIR (default dist). */
export async function startApps(distDir) {
  const env = { DIST_DIR: distDir, PUBLIC_URL: SHELL };
  const remotes = REMOTES.map((app) => start(['scripts/serve-app.mjs', app], env));
  const remotePorts = [PORTS.FRANCHISE_PORT, PORTS.BLOG_PORT, PORTS.CATALOG_PORT];
  await Promise.all(remotes.map((child, i) => waitFor(`http://localhost:${remotePorts[i]}/release.json`, child, 60_000)));
  const shell = start(['scripts/serve-app.mjs', 'shell'], env);
  await waitFor(`${SHELL}/config.json`, shell, 60_000);
  return { shell, remotes };
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The content database beside a run's leads database. */
export const contentDbOf = (dbFile) => dbFile.replace(/\.db$/, '-content.db');

export const tempDb = (label) => path.join(os.tmpdir(), `bench-scale-${process.pid}-${label}.db`);
