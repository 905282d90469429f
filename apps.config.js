// The front-end apps on this machine: where each lives and the port it serves on. The default
// ports and the variables that move them are in ports.json, the one table of them, kept as JSON so
// that code which cannot require this file reads it too (the remotes' dev harness in the browser,
// the e2e support in TypeScript). The start and dev scripts, the webpack configs and the benchmarks
// go through this module.
const path = require('node:path');
const ports = require('./ports.json');

const apps = {
  shell: { name: 'shell', dir: path.join(__dirname, 'shell'), ...ports.shell, isShell: true },
  franchise: { name: 'franchise', dir: path.join(__dirname, 'remote-franchise'), ...ports.franchise },
  blog: { name: 'blog', dir: path.join(__dirname, 'remote-blog'), ...ports.blog },
  catalog: { name: 'catalog', dir: path.join(__dirname, 'remote-catalog'), ...ports.catalog },
};

const contentApi = { ...ports.contentApi };

/** The port `app` (an entry of apps, or contentApi) serves on: its variable when set, else its default. */
function portOf(app, env = process.env) {
  const value = env[app.portEnv];
  return value ? Number(value) : app.port;
}

/**
 * The environment that moves every server by `offset` from its default port, for a stack that
 * must not clash with `npm start` or the tests (the benchmarks each take a block of their own).
 */
function portBlockEnv(offset) {
  return Object.fromEntries([...Object.values(apps), contentApi].map((app) => [app.portEnv, String(app.port + offset)]));
}

module.exports = { apps, contentApi, portOf, portBlockEnv };
