// Attack: choose the address content-api rate-limits by. (1) Settings that trust every peer
// (TRUST_PROXY=0.0.0.0/0 and its kin) given to both servers: do they start, and how many of 100
// posts with a forged X-Forwarded-For are stored? (2) Against the running stack's content-api, from
// this machine (as any process on the host could): 1,000 posts each claiming a new address.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateRequest, postEstimate, print, tally, visitorAddress } from './common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SPARE_PORT = Number(process.env.ATTACK_SPARE_PORT || 34050);
const { localRuntimeConfig } = createRequire(import.meta.url)('../../scripts/runtime-config.js');
const shellConfig = path.join(mkdtempSync(path.join(tmpdir(), 'attack-shell-')), 'config.json');
writeFileSync(shellConfig, JSON.stringify(localRuntimeConfig()));
const EVERYONE = ['0.0.0.0/0', '::/0', '*', 'true', '10.0.0.0/0', '::ffff:0.0.0.0/96', '0.0.0.0/1,128.0.0.0/1'];

/** Starts a server with this TRUST_PROXY; resolves when it answers or when it has exited (refused). */
function startWith(command, env, url) {
  const child = spawn(process.execPath, command, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = (async () => {
    for (let tries = 0; tries < 150; tries += 1) {
      if (child.exitCode !== null) return false;
      try {
        await fetch(url);
        return true;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return false;
  })();
  return { child, started, exited, stderr: () => stderr };
}

const results = {};
for (const setting of EVERYONE) {
  const dir = mkdtempSync(path.join(tmpdir(), 'attack-trust-'));
  const api = startWith(
    ['--import', 'tsx', path.join(root, 'content-api/src/main.ts')],
    {
      CONTENT_API_PORT: String(SPARE_PORT),
      CONTENT_API_DB: path.join(dir, 'leads.db'),
      CONTENT_API_CONTENT_DB: path.join(dir, 'content.db'),
      TRUST_PROXY: setting,
      LOG_LEVEL: 'error',
    },
    `http://localhost:${SPARE_PORT}/healthz`,
  );
  const started = await api.started;
  let stored;
  if (started) {
    const answers = [];
    for (let n = 0; n < 100; n += 1) {
      answers.push(
        await postEstimate({ base: `http://localhost:${SPARE_PORT}`, as: visitorAddress(), fillMs: 5000, body: estimateRequest() }),
      );
    }
    stored = tally(answers)[200] ?? 0;
    api.child.kill('SIGTERM');
  }
  await api.exited;
  const shell = startWith(
    [path.join(root, 'shell/dist/server/server.js')],
    { SHELL_PORT: String(SPARE_PORT + 1), SHELL_CONFIG: shellConfig, TRUST_PROXY: setting },
    `http://localhost:${SPARE_PORT + 1}/healthz`,
  );
  const shellStarted = await shell.started;
  if (shellStarted) shell.child.kill('SIGKILL');
  await shell.exited;
  results[setting] = {
    contentApiStarts: started,
    storedOf100: stored ?? null,
    contentApiSays: api.stderr().trim().slice(0, 120) || null,
    shellStarts: shellStarted,
    shellSays: shell.stderr().trim().slice(0, 120) || null,
  };
}
print('trust-everyone settings', { results });

// (2) The running stack's content-api, default settings, every post claiming another address.
const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: 1000 }, (_, n) =>
    postEstimate({ as: `203.0.113.${n % 250}, 198.18.${Math.floor(n / 250)}.${n % 250}`, fillMs: 5000 }),
  ),
);
print('forged X-Forwarded-For from this host', {
  posts: 1000,
  statuses: tally(answers),
  seconds: ((performance.now() - started) / 1000).toFixed(1),
});
