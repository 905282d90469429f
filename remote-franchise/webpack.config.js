// The franchise remote: the /offices/:franchise/... pages.
// The shell loads its routes module at run time: in the browser from the browser build, on its
// server from the server build. Development builds the browser build alone (server rendering is
// production only).
const { apps, portOf } = require('../apps.config');
const { buildOf, remoteConfig, remoteServerConfig } = require('../webpack.common');

const franchise = { name: 'franchise', dir: __dirname, exposes: { './routes': './src/routes.tsx' } };

module.exports = (_env, argv) => {
  const { mode, distDir } = buildOf(argv);
  const browser = remoteConfig({ ...franchise, port: portOf(apps.franchise), mode, distDir });
  return mode === 'development' ? browser : [browser, remoteServerConfig({ ...franchise, mode, distDir })];
};
