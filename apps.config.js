// The front-end apps, their federation names and default ports. Every port is overridable by the
// named environment variable; the start and dev scripts, the webpack configs and e2e read this.
const path = require('node:path');

const apps = {
  shell: { name: 'shell', dir: path.join(__dirname, 'shell'), port: 3000, portEnv: 'SHELL_PORT', isShell: true },
  franchise: {
    name: 'franchise',
    dir: path.join(__dirname, 'remote-franchise'),
    port: 3001,
    portEnv: 'FRANCHISE_PORT',
    exposes: { './routes': './src/routes.tsx' },
  },
  blog: {
    name: 'blog',
    dir: path.join(__dirname, 'remote-blog'),
    port: 3002,
    portEnv: 'BLOG_PORT',
    exposes: { './routes': './src/routes.tsx' },
  },
  catalog: {
    name: 'catalog',
    dir: path.join(__dirname, 'remote-catalog'),
    port: 3003,
    portEnv: 'CATALOG_PORT',
    exposes: { './routes': './src/routes.tsx' },
  },
};

const contentApi = { port: 4000, portEnv: 'CONTENT_API_PORT' };

/** @param {{ port: number, portEnv: string }} app */
function portOf(app, env = process.env) {
  const value = env[app.portEnv];
  return value ? Number(value) : app.port;
}

module.exports = { apps, contentApi, portOf };
