// What every app's webpack config has in common: the browser build, its federation options and the
// server build, with their cache, resolution and dev server. webpack.common.js composes the apps'
// configs (the shell, a remote) from these.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { browserRules, serverRules } = require('./module-rules');
const { sharedSingletons } = require('./shared-modules');
const { SharedNamesPlugin } = require('./shared-names');
const { SHARED_NAMES_FILE } = require('./unshared-modules');
const ROUTE_CONTRACT = require('../../shared/platform/src/routing/route-contract.json');

/** Where each app's server (Node) build goes, inside its dist folder. */
const SERVER_DIR = 'server';

/**
 * Production browser builds swap two modules of the federation runtime for smaller ones of ours
 * (mf-browser/): its console logger and its error descriptions, about 1.3 KB compressed on every
 * remote page (the shell's runtime chunk and each remote's entry carry both). Errors keep their MF
 * code and troubleshooting link; development and server builds keep the originals.
 */
const MF_BROWSER_STAND_INS = [
  [/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/, 'logger.js'],
  [/[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/, 'desc.mjs'],
].map(([resource, file]) => new webpack.NormalModuleReplacementPlugin(resource, path.join(__dirname, 'mf-browser', file)));

/** Every browser build; the blocks of webpack.common.js pass what differs between the shell and a remote. */
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
      ...(federation ? [new ModuleFederationPlugin(browserFederation({ name, mode, ...federation })), new SharedNamesPlugin()] : []),
      ...plugins,
      ...(dev ? [] : MF_BROWSER_STAND_INS),
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
    // Production builds skip the run-time version check (see scripts/build/shared-modules.js), and
    // a production remote carries no copies of the singletons: the shell hands every remote its own
    // (shell/src/federation/shared-copies.ts), so a remote's copies never ran, and their share
    // table and fallback chunks cost each remote page 1.3 KB of its entry. A build that asks for a
    // singleton the shell does not list fails its release (scripts/release/check-build.mjs). In
    // development a remote running alone is its own host and keeps them.
    shared: sharedSingletons('browser', dev, { ownCopies: dev }),
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
        // The file beside it with the names the build imports from shared packages (shared-names.js).
        stats.metaData.sharedNames = SHARED_NAMES_FILE;
        stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: compilation.hash.slice(0, 16) };
        return stats;
      },
    },
    dts: false,
  };
}

/** Every server build; the blocks of webpack.common.js pass what differs between the shell and a remote. */
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

/** The build's own modules: a change to one invalidates the cache as a change to the config does. */
const BUILD_MODULES = [
  path.join(__dirname, '../../webpack.common.js'),
  __filename,
  ...['module-rules.js', 'ssr-assets-plugin.js', 'shared-names.js', 'unshared-modules.js'].map((file) => path.join(__dirname, file)),
];

function cacheOf(configName, mode, distDir) {
  return { type: 'filesystem', name: `${configName}-${mode}-${distDir}`, buildDependencies: { config: BUILD_MODULES } };
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

module.exports = { SERVER_DIR, browserConfig, serverConfig };
