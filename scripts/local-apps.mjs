// The built front-end apps on this machine (used by `npm start`, `serve-app` and e2e): where each
// build is, the remotes' file servers, and what the shell's own server needs to run here.
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../shell/src/server/static-files.mjs';

const require = createRequire(import.meta.url);
export const { apps, contentApi, portOf } = require('../apps.config.js');
const { localRuntimeConfig } = require('./runtime-config.js');

/** An app's build folder (DIST_DIR, default dist), or an error when it has not been built. */
export function buildOf(app, env = process.env) {
  const root = path.join(app.dir, env.DIST_DIR || 'dist');
  if (!existsSync(path.join(root, 'mf-manifest.json'))) {
    throw new Error(`${path.relative(process.cwd(), root)} has no build: run "npm run build" first.`);
  }
  return root;
}

/** Serves a remote's builds (the browser's, and the server's that the shell loads); resolves with the listening server. */
export function serveRemote(app, { env = process.env, port = portOf(app, env) } = {}) {
  const server = createStaticServer({ root: buildOf(app, env) });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/**
 * The shell's server is a program of its own: its build's server/server.js, which reads its settings
 * from the environment. On this machine, when SHELL_CONFIG names no config.json, `env` gets one built
 * from the port variables, in a temporary file that goes when this process does. Returns the path
 * of the server build.
 */
export function prepareShell(env = process.env) {
  const server = path.join(buildOf(apps.shell, env), 'server', 'server.js');
  if (!existsSync(server)) throw new Error(`${path.relative(process.cwd(), server)} is missing: run "npm run build" first.`);
  if (!env.SHELL_CONFIG) {
    const dir = mkdtempSync(path.join(tmpdir(), 'handyman-local-config-'));
    env.SHELL_CONFIG = path.join(dir, 'config.json');
    writeFileSync(env.SHELL_CONFIG, JSON.stringify(localRuntimeConfig(env), null, 2));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return server;
}
