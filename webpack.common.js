// The building blocks of the front-end apps' webpack configs. Each app's webpack.config.js says
// what it is: the shell (shellConfig, shellServerConfig) or a remote with its federation name and
// exposes (remoteConfig, remoteServerConfig). Everything below the blocks is what all builds share.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { browserRules, serverRules } = require('./scripts/build/module-rules');
const { SsrAssetsPlugin } = require('./scripts/build/ssr-assets-plugin');
const { localRuntimeConfig } = require('./scripts/runtime-config');
const { SHARED_ENTRIES, sharedSingletons, sharedVersions } = require('./scripts/build/shared-modules');
const ROUTE_CONTRACT = require('./shared/platform/src/routing/route-contract.json');

/** Where each app's server (Node) build goes, inside its dist folder. */
const SERVER_DIR = 'server';
/** Where the shell's server serves the browser assets of each of its builds: /assets/<build>/. */
const SHELL_ASSETS_PATH = '/assets/';
const HARNESS_TEMPLATE = path.join(__dirname, 'scripts/templates/harness.html');
/** The shared libraries every page of the shell runs before its own code (react-router apart). */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|zustand)[\\/]/;
/** React Router, and the module the shell provides it to the remotes through (scripts/build/react-router-dom.mjs). */
const ROUTER_MODULES = /[\\/]node_modules[\\/]react-router[\\/]|[\\/]scripts[\\/]build[\\/]react-router-dom\.mjs$/;
/** @handyman/offices: the ZIP lookup form and what it uses. */
const OFFICES_MODULES = /[\\/]shared[\\/]offices[\\/]src[\\/]/;

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

// ---------------------------------------------------------------------------------------------
// What the blocks share.
// ---------------------------------------------------------------------------------------------

/** Every browser build; the blocks above pass what differs between the shell and a remote. */
function browserConfig({ name, dir, port, mode, distDir, entry, publicPath, federation, alias = {}, plugins, splitChunks, middlewares }) {
  const dev = mode === 'development';
  return {
    name,
    mode,
    context: dir,
    entry,
    // Production maps stay beside the build for error reports; no file names them, and the
    // static servers never serve them.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    cache: cacheOf(name, mode, distDir),
    output: {
      path: path.join(dir, distDir),
      publicPath,
      // Entry chunks keep stable names (served no-cache, like remoteEntry.js): webpack 5.111 cannot
      // hash the federation runtime module when the entry name holds [contenthash]
      // (module-federation/core#5077). Every other chunk is content-hashed and cached immutable.
      filename: '[name].js',
      // Development too: two chunks can share a name (the shell's shared react-router-dom module,
      // provided and consumed), and without the hash they would overwrite each other's file.
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The server build lives in dist/server and is cleaned by its own build.
      clean: { keep: (file) => file.startsWith(`${SERVER_DIR}/`) || file === SERVER_DIR },
    },
    resolve: resolveOptions(mode, alias),
    module: { rules: browserRules(name, mode) },
    plugins: [
      // The shell's browser build (federation: null) is no federation host; the remotes are.
      ...(federation ? [new ModuleFederationPlugin(browserFederation({ name, mode, ...federation }))] : []),
      ...plugins,
      ...(dev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]),
    ],
    optimization: {
      ...(splitChunks ? { splitChunks } : {}),
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
      ],
    },
    performance: { hints: dev ? false : 'warning', maxEntrypointSize: 300_000, maxAssetSize: 300_000 },
    devServer: devServerOf(port, middlewares),
    stats: 'errors-warnings',
  };
}

/** The federation options of a browser build. */
function browserFederation({ name, mode, exposes, externalRuntime, runtimePlugins }) {
  const dev = mode === 'development';
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    // No build-time remotes: the shell registers them from its runtime config.
    remotes: {},
    // Production builds skip the run-time version check (see scripts/build/shared-modules.js).
    shared: sharedSingletons('browser', dev),
    shareStrategy: 'loaded-first',
    experiments: {
      // The browser build's runtime leaves out the federation runtime's Node code paths.
      optimization: { target: 'web' },
      ...(externalRuntime ? { externalRuntime: true } : {}),
    },
    runtimePlugins,
    manifest: {
      fileName: 'mf-manifest.json',
      // Production builds come with a server build, which the manifest names as the MF SSR design
      // has it (module-federation/core#2348): a host on Node reads ssrRemoteEntry and loads
      // dist/server/remoteEntry.js.
      // Every build says which route contract it follows (a release checks it before it goes live),
      // and carries an id of its own: this compilation's hash until `publish-build` stamps the content
      // hash of both builds (scripts/release/), never the package's constant version.
      additionalData: ({ stats, compilation }) => {
        if (!dev) stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
        stats.metaData.routeContract = ROUTE_CONTRACT.version;
        stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: compilation.hash.slice(0, 16) };
        return stats;
      },
    },
    dts: false,
  };
}

/** Every server build; the blocks above pass what differs between the shell and a remote. */
function serverConfig({ name, dir, mode, distDir, entry, publicPath, library, externals, exposes, plugins }) {
  return {
    name: `${name}-server`,
    mode,
    target: 'async-node',
    context: dir,
    entry,
    devtool: 'source-map',
    cache: cacheOf(`${name}-server`, mode, distDir),
    output: {
      path: path.join(dir, distDir, SERVER_DIR),
      publicPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
      ...(library ? { library } : {}),
    },
    resolve: resolveOptions(mode),
    externals,
    module: { rules: serverRules(name, mode) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        shared: sharedSingletons('server', true),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      ...plugins,
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The build's own modules beside this file: a change to one invalidates the cache as this file's does. */
const BUILD_MODULES = ['module-rules.js', 'ssr-assets-plugin.js'].map((file) => path.join(__dirname, 'scripts/build', file));

function cacheOf(configName, mode, distDir) {
  return { type: 'filesystem', name: `${configName}-${mode}-${distDir}`, buildDependencies: { config: [__filename, ...BUILD_MODULES] } };
}

/**
 * react-router 7's package exports only its development build, warnings and all, in every mode
 * (remix-run/react-router#12532, #14102); production builds take its production files.
 */
function resolveOptions(mode, extraAlias = {}) {
  const routerDist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })), 'dist', 'production');
  const alias =
    mode === 'production'
      ? { 'react-router$': path.join(routerDist, 'index.mjs'), 'react-router/dom$': path.join(routerDist, 'dom-export.mjs') }
      : {};
  return { extensions: ['.tsx', '.ts', '.js'], alias: { ...alias, ...extraAlias } };
}

/** `webpack serve`: the app on its port, with `middlewares` answering before the build's files. */
function devServerOf(port, middlewares) {
  return {
    port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (existing) => [...middlewares, ...existing],
  };
}

module.exports = { buildOf, shellConfig, remoteConfig, shellServerConfig, remoteServerConfig };
