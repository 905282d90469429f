// Serving the built front-end apps on this machine (used by `npm start`, `serve-app` and e2e).
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
export const { apps, contentApi, portOf } = require('../apps.config.js');
const { localRuntimeConfig } = require('./runtime-config.js');

/**
 * The shell's /config.json: the file named by SHELL_CONFIG when set (validated at start-up by the
 * shell itself), otherwise one built from this machine's ports.
 */
function shellConfig(env) {
  if (env.SHELL_CONFIG) return () => readFileSync(path.resolve(env.SHELL_CONFIG));
  return () => JSON.stringify(localRuntimeConfig(env), null, 2);
}

/** Starts the static server of one app; resolves with the listening server. */
export function serveApp(app, { env = process.env, port = portOf(app, env) } = {}) {
  const root = path.join(app.dir, env.DIST_DIR || 'dist');
  if (!existsSync(path.join(root, 'mf-manifest.json'))) {
    throw new Error(`${path.relative(process.cwd(), root)} has no build: run "npm run build" first.`);
  }
  const server = createStaticServer({
    root,
    spaFallback: Boolean(app.isShell),
    overrides: app.isShell ? { '/config.json': shellConfig(env) } : {},
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
