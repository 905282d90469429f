// The blog remote: the /blog/... and /offices/:franchise/blog/... pages.
// The shell loads its routes module at run time: in the browser from the browser build, on its
// server from the server build. Development builds the browser build alone (server rendering is
// production only).
const { apps, portOf } = require('../apps.config');
const { buildOf, remoteConfig, remoteServerConfig } = require('../webpack.common');

const blog = { name: 'blog', dir: __dirname, exposes: { './routes': './src/routes.tsx' } };

module.exports = (_env, argv) => {
  const { mode, distDir } = buildOf(argv);
  const browser = remoteConfig({ ...blog, port: portOf(apps.blog), mode, distDir });
  return mode === 'development' ? browser : [browser, remoteServerConfig({ ...blog, mode, distDir })];
};
