// The building blocks of the front-end apps' webpack configs. Each app's webpack.config.js says
// what it is: the shell (shellConfig, shellServerConfig) or a remote with its federation name and
// exposes (remoteConfig, remoteServerConfig); what every build shares is in scripts/build/app-configs.js.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { browserConfig, serverConfig } = require('./scripts/build/app-configs');
const { SsrAssetsPlugin } = require('./scripts/build/ssr-assets-plugin');
const { localRuntimeConfig } = require('./scripts/runtime-config');
const { SHARED_ENTRIES, sharedVersions } = require('./scripts/build/shared-modules');

/** Where the shell's server serves the browser assets of each of its builds: /assets/<build>/. */
const SHELL_ASSETS_PATH = '/assets/';
const HARNESS_TEMPLATE = path.join(__dirname, 'scripts/templates/harness.html');
/** The shared libraries every page of the shell runs before its own code (react-router apart). */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|zustand)[\\/]/;
/** React Router, and the module the shell provides it to the remotes through (scripts/build/react-router-dom.mjs). */
const ROUTER_MODULES = /[\\/]node_modules[\\/]react-router[\\/]|[\\/]scripts[\\/]build[\\/]react-router-dom\.mjs$/;
/** @handyman/offices: the ZIP lookup form and what it uses. */
const OFFICES_MODULES = /[\\/]shared[\\/]offices[\\/]src[\\/]/;
/** @handyman/platform (with its ui) and the contracts it is written against. */
const PLATFORM_MODULES = /[\\/]shared[\\/](?:platform|contracts)[\\/]src[\\/]/;
/** The chunk of the shell's app code every page runs (named where index.ts imports bootstrap). */
const APP_CHUNK = 'app';

/**
 * The platform modules the app chunk uses: one chunk every page fetches. The rest of the platform
 * stays with the pages that use it; the remotes get it through the platform's entries for them
 * (federation/shared-copies.ts): /base with the federation runtime's chunk, the others as chunks
 * fetched when a remote asks.
 */
function inEveryPage(module, { chunkGraph }) {
  if (!PLATFORM_MODULES.test(module.nameForCondition() ?? '')) return false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === APP_CHUNK) return true;
  return false;
}

/**
 * The mode and output folder of a webpack run: development with `--mode development` (or
 * NODE_ENV=development), production otherwise. DIST_DIR lets several builds of the same apps live
 * side by side (default: dist).
 * @returns {{ mode: 'development' | 'production', distDir: string }}
 */
function buildOf(argv = {}) {
  const mode = argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
  return { mode, distDir: process.env.DIST_DIR || 'dist' };
}

// ---------------------------------------------------------------------------------------------
// The blocks. Each takes { name, dir, mode, distDir } (dir: the app's folder); browser builds
// also take the dev server's port, remotes their exposes.
// ---------------------------------------------------------------------------------------------

/**
 * The shell's browser build: the page itself (index.html, main.js) and its stylesheets as one file.
 * It is no federation host: its pages import the libraries directly, and the federation runtime is a
 * chunk of its own (src/federation/browser-federation.ts), fetched only by a page that needs a
 * remote. That chunk starts the runtime with the remotes of the page's runtime config, hands the
 * remotes the shell's copies of the shared libraries and its runtime core.
 */
function shellConfig({ name, dir, port, mode, distDir }) {
  const dev = mode === 'development';
  return browserConfig({
    name,
    dir,
    port,
    mode,
    distDir,
    entry: { main: './src/index.ts' },
    // Served at deep links, so its assets need an absolute base. In production every build's assets
    // have an address of their own (/assets/<build>/, build = the compilation's hash), which the
    // shell's server keeps serving after later builds: a page a CDN kept, or a tab opened before a
    // release, loads the scripts it was rendered with.
    publicPath: dev ? '/' : `${SHELL_ASSETS_PATH}[fullhash:16]/`,
    federation: null,
    // The module the remotes get as react-router-dom is the one the shell's own code imports.
    alias: { 'react-router-dom$': SHARED_ENTRIES.browser['react-router-dom'] },
    plugins: [
      new webpack.DefinePlugin({
        __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
        // The federation runtime's own build option (experiments.optimization.target): its Node code
        // paths are left out.
        ENV_TARGET: JSON.stringify('web'),
      }),
      new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), chunks: ['main'], title: name, hash: false }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(dev ? [] : [new SsrAssetsPlugin()]),
    ],
    // One stylesheet, linked in the server HTML's head: one render-blocking request instead of one
    // per page chunk. The shared libraries every page starts with come as two scripts, not seven:
    // each shared module is a chunk of its own by default, and these are always fetched together
    // (react, react-dom and its client, the JSX runtime, zustand; the router and the shell's
    // react-router-dom module over it). What is fetched only on some pages stays apart.
    splitChunks: dev
      ? undefined
      : {
          cacheGroups: {
            styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
            framework: { name: 'framework', test: FRAMEWORK_MODULES, chunks: 'async', enforce: true },
            router: { name: 'router', test: ROUTER_MODULES, chunks: 'async', enforce: true },
            // The ZIP lookup form is drawn by the footer, the estimate form, the office finder and
            // the 404 page: one chunk they share, where by default each page chunk got a copy of it
            // (a page showing two of them fetched it twice).
            offices: { name: 'offices', test: OFFICES_MODULES, chunks: 'async', minChunks: 2, minSize: 0 },
            platform: { name: 'platform', test: inEveryPage, chunks: 'async', enforce: true },
          },
        },
    // The dev server answers /config.json as `npm start` does.
    middlewares: [{ name: 'runtime-config', path: '/config.json', middleware: (_req, res) => res.json(localRuntimeConfig()) }],
  });
}

/**
 * A remote's browser build: remoteEntry.js with its exposes, which the shell loads at run time. In
 * development it also builds its harness page (src/index.ts), its host when it runs alone.
 */
function remoteConfig({ name, dir, port, exposes, mode, distDir }) {
  const dev = mode === 'development';
  return browserConfig({
    name,
    dir,
    port,
    mode,
    distDir,
    entry: dev ? { main: './src/index.ts' } : {},
    // Computed from where remoteEntry.js was loaded, so a remote can live on any host (in
    // development too: the shell loads a remote's files from the remote's dev server).
    publicPath: 'auto',
    // A production remoteEntry.js uses the shell's copy of the federation runtime core instead of
    // bringing its own; in development the harness is its host, so it keeps its copy.
    federation: { exposes, externalRuntime: !dev, runtimePlugins: [] },
    // The harness is served at deep links too: its page names main.js from the root.
    plugins: dev
      ? [new HtmlWebpackPlugin({ template: HARNESS_TEMPLATE, chunks: ['main'], title: name, hash: false, publicPath: '/' })]
      : [],
    middlewares: [],
  });
}

/**
 * The shell's server build (production only): dist/server/server.js, a program that starts the
 * server when it is run (settings from the environment).
 */
function shellServerConfig({ name, dir, mode, distDir }) {
  return serverConfig({
    name,
    dir,
    mode,
    distDir,
    entry: { server: './src/server/index.ts' },
    publicPath: '/',
    library: { type: 'commonjs2' },
    // jsdom (the server's DOM for DOMPurify) loads files of its own at run time: required, not bundled.
    externals: { jsdom: 'commonjs jsdom' },
    exposes: {},
    plugins: [],
  });
}

/**
 * A remote's server build (production only): dist/server/remoteEntry.js, which the shell's server
 * loads over HTTP at run time, as the browser loads the browser build.
 */
function remoteServerConfig({ name, dir, exposes, mode, distDir }) {
  return serverConfig({
    name,
    dir,
    mode,
    distDir,
    entry: {},
    publicPath: 'auto',
    externals: {},
    exposes,
    // One file: the Node runtime fetches and evaluates remoteEntry.js, and a new deployment
    // (registered again at run time) then loads no chunk of its own from a path that only existed
    // for the previous one.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  });
}

// What the blocks share (the browser and server builds) is in scripts/build/app-configs.js.

module.exports = { buildOf, shellConfig, remoteConfig, shellServerConfig, remoteServerConfig };
