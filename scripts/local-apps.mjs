// The built front-end apps on this machine (used by `npm start`, `serve-app` and e2e): where each
// build is, the remotes' file servers, and what the shell's own server needs to run here.
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../shell/src/server/static-files.mjs';
import { publishBuild } from './release/build-store.mjs';
import { problemsOfBuild } from './release/check-build.mjs';
import { makeLive, readRelease, stopCanary, writeRelease } from './release/release-file.mjs';
import { releaseFolderOf } from './release/release-folder.mjs';

const require = createRequire(import.meta.url);
export const { apps, contentApi, portOf } = require('../apps.config.js');
const { localRuntimeConfig } = require('./runtime-config.js');

/** An app's build folder (DIST_DIR, default dist), or an error when it has not been built. */
export function buildOf(app, env = process.env) {
  const root = path.join(app.dir, env.DIST_DIR || 'dist');
  // A remote's build is its manifest; the shell's (no federation host) is its server's page template.
  if (!existsSync(path.join(root, app.isShell ? 'ssr-assets.json' : 'mf-manifest.json'))) {
    throw new Error(`${path.relative(process.cwd(), root)} has no build: run "npm run build" first.`);
  }
  return root;
}

/**
 * Deploys a remote's build on this machine as a team deploys it: published to its release folder as
 * a build of its own, then made live for every visitor (a canary left from an earlier run ends).
 * Returns the build's id.
 */
export function releaseBuilt(app, env = process.env) {
  const root = releaseFolderOf(app, env);
  const { id } = publishBuild(buildOf(app, env), root, { remote: app.name });
  const problems = problemsOfBuild(root, app.name, id);
  if (problems.length > 0) throw new Error(`${app.name} build ${id} cannot go live:\n- ${problems.join('\n- ')}`);
  writeRelease(root, stopCanary(makeLive(readRelease(root, app.name), id)));
  return id;
}

/**
 * Serves a remote's release folder (its published builds, each under its id, and release.json);
 * resolves with the listening server.
 */
export function serveRemote(app, { env = process.env, port = portOf(app, env) } = {}) {
  const server = createStaticServer({ root: releaseFolderOf(app, env) });
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
    writeFileSync(env.SHELL_CONFIG, JSON.stringify(localRuntimeConfig(env, { releases: true }), null, 2));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return server;
}
