// The shell, the host: its browser build and its server build, which renders every page.
// Development builds the browser build alone (server rendering is production only).
const { apps, portOf } = require('../apps.config');
const { buildOf, shellConfig, shellServerConfig } = require('../webpack.common');

const shell = { name: 'shell', dir: __dirname };

module.exports = (_env, argv) => {
  const { mode, distDir } = buildOf(argv);
  const browser = shellConfig({ ...shell, port: portOf(apps.shell), mode, distDir });
  return mode === 'development' ? browser : [browser, shellServerConfig({ ...shell, mode, distDir })];
};
