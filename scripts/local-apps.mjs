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
  if (env.SHELL_CONFIG) return () => readFileSync(path.resolve(env.SHELL_CONFIG), 'utf8');
  return () => JSON.stringify(localRuntimeConfig(env), null, 2);
}

/**
 * The site's public URL: PUBLIC_URL, which production (NODE_ENV=production) must set; on this
 * machine otherwise the shell's own local address.
 */
export function publicUrlOf(env, port) {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  if (env.NODE_ENV === 'production') {
    throw new Error('PUBLIC_URL is not set: in production the shell needs the site\'s public URL (for example PUBLIC_URL=https://www.example.com).');
  }
  return `http://localhost:${port}`;
}

/**
 * Starts the shell's server build (server rendering; it serves the browser build's assets too).
 * REMOTE_REVALIDATE_MS and RENDER_CACHE_MS tune how soon a new remote deployment shows and how
 * long a rendered page is kept in memory.
 */
function serveShell(root, env, port) {
  const server = path.join(root, 'server', 'server.js');
  if (!existsSync(server)) throw new Error(`${path.relative(process.cwd(), server)} is missing: run "npm run build" first.`);
  const { startShellServer } = require(server);
  return startShellServer({
    port,
    clientDir: root,
    readConfig: shellConfig(env),
    publicUrl: publicUrlOf(env, port),
    revalidateMs: env.REMOTE_REVALIDATE_MS ? Number(env.REMOTE_REVALIDATE_MS) : undefined,
    renderCacheMs: env.RENDER_CACHE_MS ? Number(env.RENDER_CACHE_MS) : undefined,
  });
}

/** Starts the server of one app; resolves with the listening server. */
export function serveApp(app, { env = process.env, port = portOf(app, env) } = {}) {
  const root = path.join(app.dir, env.DIST_DIR || 'dist');
  if (!existsSync(path.join(root, 'mf-manifest.json'))) {
    throw new Error(`${path.relative(process.cwd(), root)} has no build: run "npm run build" first.`);
  }
  if (app.isShell) return serveShell(root, env, port);
  const server = createStaticServer({ root });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
