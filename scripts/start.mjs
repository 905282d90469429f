// `npm start`: content-api plus the four production builds on their ports, then prints the URL.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { apps, contentApi, portOf, serveApp } from './local-apps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiPort = portOf(contentApi);

function startContentApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'content-api'),
    env: { ...process.env, PORT: String(apiPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`content-api stopped (${signal ?? code}); the site cannot load content without it.`);
      process.exitCode = 1;
    }
  });
  return child;
}

async function waitForHealth(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`content-api did not answer ${url} within ${timeoutMs / 1000} s`);
}

let stopping = false;
const api = startContentApi();
// The shell renders pages from the remotes and content-api: they come up first.
const remotes = Object.values(apps).filter((app) => !app.isShell);
const servers = await Promise.all(remotes.map((app) => serveApp(app)));
await waitForHealth(`http://localhost:${apiPort}/healthz`);
servers.push(await serveApp(apps.shell));

for (const app of Object.values(apps)) console.log(`  ${path.basename(app.dir).padEnd(17)} http://localhost:${portOf(app)}`);
console.log(`  ${'content-api'.padEnd(17)} http://localhost:${apiPort}`);
console.log(`\nThe site is ready: open http://localhost:${portOf(apps.shell)}\n`);

function stop() {
  stopping = true;
  api.kill('SIGTERM');
  for (const server of servers) server.close();
  setTimeout(() => process.exit(0), 500).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
