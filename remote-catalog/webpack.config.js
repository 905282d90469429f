// The catalog remote: the /services/... and /packages/... pages.
// The shell loads its routes module at run time: in the browser from the browser build, on its
// server from the server build. Development builds the browser build alone (server rendering is
// production only).
const { apps, portOf } = require('../apps.config');
const { buildOf, remoteConfig, remoteServerConfig } = require('../webpack.common');

const catalog = { name: 'catalog', dir: __dirname, exposes: { './routes': './src/routes.tsx' } };

module.exports = (_env, argv) => {
  const { mode, distDir } = buildOf(argv);
  const browser = remoteConfig({ ...catalog, port: portOf(apps.catalog), mode, distDir });
  return mode === 'development' ? browser : [browser, remoteServerConfig({ ...catalog, mode, distDir })];
};
