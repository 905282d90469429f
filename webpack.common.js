// The one webpack config factory every front-end app uses. Apps differ only in name, port,
// exposes (remotes) and whether they are the shell; nothing else is copied per app.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { defaultGetLocalIdent } = require('css-loader');
const swcOptions = require('./swc.config');
const { portOf } = require('./apps.config');
const { localRuntimeConfig } = require('./scripts/runtime-config');
const { INJECT_RUNTIME_CORE_PLUGIN, SINGLETONS, sharedSingletons } = require('./webpack.shared-modules');

/**
 * react-router 7's package exports only its development build, warnings and all, in every mode
 * (remix-run/react-router#12532, #14102); production builds take its production files.
 */
function resolveOptions(mode) {
  const routerDist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })), 'dist', 'production');
  const alias = mode === 'production' ? { 'react-router$': path.join(routerDist, 'index.mjs'), 'react-router/dom$': path.join(routerDist, 'dom-export.mjs') } : {};
  return { extensions: ['.tsx', '.ts', '.js'], alias };
}

/**
 * Lists the shell's stylesheets in ssr-assets.json, so its server links them in the HTML's head
 * (page chunks load their CSS lazily in the browser, which would flash unstyled server HTML).
 */
class SsrAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const stylesheets = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => name.endsWith('.css'))
          .sort()
          .map((name) => `${publicPath}${name}`);
        compilation.emitAsset('ssr-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify({ stylesheets }, null, 2)));
      });
    });
  }
}

/** Where each app's server (Node) build goes, inside its dist folder. */
const SERVER_DIR = 'server';
const SHARED_SOURCE = path.join(__dirname, 'shared', 'src') + path.sep;

/**
 * The shared package's class names are the same in every app's build. Its modules are singletons
 * with 'loaded-first': a page may run a remote's copy (an office page rendered first loads the
 * franchise copy of @handyman/shared/estimate, and the home page then uses it) while only the
 * shell's stylesheet is linked. With one name per class, whichever app's stylesheet holds the rule
 * styles every copy. App prefixes stay on each app's own classes.
 */
function sharedLocalIdent(context, _localIdentName, localName, options) {
  if (!context.resourcePath.startsWith(SHARED_SOURCE)) return undefined;
  return defaultGetLocalIdent(context, 'shared-[hash:base64:6]', localName, options);
}

/** The css-loader options both builds share: the server build must produce the same class names. */
function cssLoader(app, dev, exportOnlyLocals) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: dev ? '[name]__[local]' : `${app.name}-[hash:base64:6]`,
        ...(dev ? {} : { getLocalIdent: sharedLocalIdent }),
        exportOnlyLocals,
      },
    },
  };
}

/** The rules both builds share; the server build keeps only CSS class names (no stylesheet). */
function moduleRules(app, dev, server) {
  return [
    { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions({ development: dev }) } },
    {
      test: /\.css$/,
      use: server ? [cssLoader(app, dev, true)] : [dev ? 'style-loader' : MiniCssExtractPlugin.loader, cssLoader(app, dev, false)],
    },
    { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource', ...(server ? { generator: { emit: false } } : {}) },
  ];
}

/**
 * The Node build of an app (production only): the shell's server, or a remote's server
 * remoteEntry.js that the shell's server loads over HTTP at run time, as the browser does.
 */
function serverConfig(app, mode, distDir) {
  return {
    name: `${app.name}-server`,
    mode,
    target: 'async-node',
    context: app.dir,
    entry: app.isShell ? { server: './src/server/index.ts' } : {},
    devtool: 'source-map',
    cache: { type: 'filesystem', name: `${app.name}-server-${mode}-${distDir}`, buildDependencies: { config: [__filename] } },
    output: {
      path: path.join(app.dir, distDir, SERVER_DIR),
      publicPath: app.isShell ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
      // The shell's server is required by the start script, which calls its startShellServer().
      ...(app.isShell ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: resolveOptions(mode),
    // jsdom (the server's DOM for DOMPurify) loads files of its own at run time: required, not bundled.
    externals: app.isShell ? { jsdom: 'commonjs jsdom' } : {},
    module: { rules: moduleRules(app, false, true) },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        remotes: {},
        library: { type: 'commonjs-module', name: app.name },
        remoteType: 'script',
        shared: sharedSingletons('server'),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      // A remote's server build is one file: the Node runtime fetches and evaluates remoteEntry.js,
      // and a new deployment (registered again at run time) then loads no chunk of its own from a
      // path that only existed for the previous one.
      ...(app.isShell ? [] : [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })]),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} app
 * @param {string} app.name federation name (also the runtime remote name)
 * @param {string} app.dir absolute folder of the app
 * @param {number} app.port default dev port (env var overrides, see scripts/ports.js)
 * @param {boolean} [app.isShell] the host: serves index.html, registers remotes at run time
 * @param {Record<string, string>} [app.exposes] modules a remote exposes
 * @returns the browser build, plus the Node build in production (development renders in the browser only)
 */
function createConfig(app) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    // DIST_DIR lets several builds of the same apps live side by side (default: dist).
    const distDir = process.env.DIST_DIR || 'dist';
    const browser = browserConfig(app, mode, distDir);
    return dev ? browser : [browser, serverConfig(app, mode, distDir)];
  };
}

function browserConfig(app, mode, distDir) {
  const dev = mode === 'development';
  const htmlTemplate = app.isShell
    ? path.join(app.dir, 'public/index.html')
    : path.join(__dirname, 'scripts/templates/harness.html');
  return {
      name: app.name,
      mode,
      context: app.dir,
      entry: app.isShell || dev ? { main: './src/index.ts' } : {},
      // Production maps stay beside the build for error reports; no file names them, and the
      // static servers never serve them.
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      cache: { type: 'filesystem', name: `${app.name}-${mode}-${distDir}`, buildDependencies: { config: [__filename] } },
      output: {
        path: path.join(app.dir, distDir),
        // The shell is served at deep links, so its assets need an absolute base; remotes
        // compute theirs from where remoteEntry.js was loaded, so they can live on any host (in
        // development too: the shell on :3000 loads a remote's files from the remote's server).
        publicPath: app.isShell ? '/' : 'auto',
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
      resolve: resolveOptions(mode),
      module: { rules: moduleRules(app, dev, false) },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          // No build-time remotes: the shell registers them from its runtime config.
          remotes: {},
          shared: sharedSingletons('browser', dev),
          shareStrategy: 'loaded-first',
          experiments: {
            // The browser build's runtime leaves out the federation runtime's Node code paths.
            optimization: { target: 'web' },
            // One copy of the federation runtime's core in the browser: the shell provides it (below),
            // and a remote's production remoteEntry.js uses it instead of bringing its own. (A
            // remote's development build keeps its copy: its harness is its host.)
            ...(app.isShell || dev ? {} : { externalRuntime: true }),
          },
          // What `provideExternalRuntime: true` adds, but the plugin's ES build: it shares the
          // shell's copy of the runtime core, where the CommonJS file that option names would bring
          // in a second copy.
          runtimePlugins: app.isShell ? [INJECT_RUNTIME_CORE_PLUGIN] : [],
          manifest: {
            fileName: 'mf-manifest.json',
            // The server build's entry, as the MF SSR design has it (module-federation/core#2348):
            // a host on Node reads ssrRemoteEntry and loads dist/server/remoteEntry.js.
            additionalData: ({ stats }) => {
              if (!dev) stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
              return stats;
            },
          },
          dts: false,
        }),
        ...(app.isShell || dev
          ? // A remote's harness is served at deep links too: its page names main.js from the root.
            [new HtmlWebpackPlugin({ template: htmlTemplate, chunks: ['main'], title: app.name, hash: !dev, publicPath: '/' })]
          : []),
        ...(app.isShell ? [new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })] : []),
        ...(app.isShell && !dev ? [new SsrAssetsPlugin()] : []),
        ...(dev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]),
      ],
      optimization: {
        // The shell's styles are one file, linked in the server HTML's head: one render-blocking
        // request instead of one per page chunk.
        ...(app.isShell && !dev
          ? { splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } } }
          : {}),
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
          new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
        ],
      },
      performance: { hints: dev ? false : 'warning', maxEntrypointSize: 300_000, maxAssetSize: 300_000 },
      devServer: {
        port: portOf(app),
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        // The shell in development gets the same generated /config.json as `npm start` serves.
        setupMiddlewares: (middlewares) =>
          app.isShell
            ? [{ name: 'runtime-config', path: '/config.json', middleware: (_req, res) => res.json(localRuntimeConfig()) }, ...middlewares]
            : middlewares,
      },
      stats: 'errors-warnings',
  };
}

module.exports = { createConfig, SINGLETONS };
