// `npm start` (after the build): content-api and the four production builds, each in a process of
// its own so that one server's crash never takes another's down. If any of them stops, the rest are
// stopped too and this exits non-zero: a site missing a part must not look as if it were running.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { followImport, opsUrlOf } from './content-api-readiness.mjs';
import { apps, contentApi, portOf } from './local-apps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The shell proves to content-api that it speaks for a visitor with a secret both are given (see
// docs/operations.md, Trusted proxies and the forwarding secret); unless one is set, a new one each run.
process.env.FORWARDING_SECRET ||= randomBytes(24).toString('base64url');
const children = new Map();
let stopping = false;

/**
 * Starts one server. The IPC channel lets the child notice when this process is gone (even killed
 * outright), so no server is left running on its own.
 */
function start(label, args, cwd = root) {
  const child = spawn(process.execPath, args, { cwd, env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.set(label, child);
  child.on('exit', (code, signal) => {
    children.delete(label);
    if (stopping) return;
    console.error(`\n${label} stopped (${signal ?? `exit code ${code}`}); stopping the rest of the site.`);
    stop(1);
  });
  return child;
}

/** Polls url until it answers 200; gives up after timeoutMs (Infinity: while the process lives). */
async function waitFor(label, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let said = Date.now();
  while (Date.now() < deadline) {
    if (Date.now() - said > 15_000) {
      said = Date.now();
      console.log(`  waiting for ${label} (${url})...`);
    }
    if (stopping) throw new Error(`${label} did not start`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children.values()) child.kill('SIGTERM');
  // A child that does not stop within 5 s is killed.
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000);
  force.unref();
  const check = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(check);
    process.exit(exitCode);
  }, 50);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const serveApp = (app) => start(path.basename(app.dir), [path.join(root, 'scripts/serve-app.mjs'), path.basename(app.dir)]);
const local = (port, file) => `http://localhost:${port}${file}`;

try {
  start('content-api', ['--import', 'tsx', 'src/main.ts'], path.join(root, 'content-api'));
  // The shell reads every remote's manifest when it starts, and renders with content-api: both first.
  const remotes = Object.values(apps).filter((app) => !app.isShell);
  for (const app of remotes) serveApp(app);
  await Promise.all([
    // Liveness only, as long as the process lives: a seed being imported (minutes at national
    // scale) is not a failed start; content-api answers meanwhile and says how far it is.
    waitFor('content-api', local(portOf(contentApi), '/healthz'), Infinity),
    ...remotes.map((app) => waitFor(path.basename(app.dir), local(portOf(app), '/release.json'))),
  ]);
  serveApp(apps.shell);
  await waitFor('shell', local(portOf(apps.shell), '/config.json'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

if (!stopping) {
  for (const app of Object.values(apps)) console.log(`  ${path.basename(app.dir).padEnd(17)} http://localhost:${portOf(app)}`);
  console.log(`  ${'content-api'.padEnd(17)} http://localhost:${portOf(contentApi)}`);
  console.log(`\nThe site answers at http://localhost:${portOf(apps.shell)}`);
  // Ready means content is served: while a seed is imported the pages say so (503), and this
  // prints how far the import is. Benchmarks and tests wait for the line below.
  await followImport(opsUrlOf(portOf(contentApi)), { stopped: () => stopping });
  if (!stopping) console.log(`\nThe site is ready: open http://localhost:${portOf(apps.shell)}\n`);
}
