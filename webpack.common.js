// The one webpack config factory every front-end app uses. Apps differ only in name, port,
// exposes (remotes) and whether they are the shell; nothing else is copied per app.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const swcOptions = require('./swc.config');
const { portOf } = require('./apps.config');
const { localRuntimeConfig } = require('./scripts/runtime-config');

/**
 * Libraries that must exist once per page: host and remotes share one copy. react-router is not
 * listed: react-router-dom re-exports it with `export *`, which comes out empty when the target is
 * itself a separately consumed shared module, so react-router lives inside the shared
 * react-router-dom chunk and code imports only react-router-dom (lint enforces it).
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@handyman/shared',
  '@handyman/shared/ui',
  '@handyman/shared/trays',
  '@handyman/shared/zip',
  '@handyman/shared/estimate',
];

function packageVersion(request) {
  const parts = request.split('/');
  const pkg = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return require(require.resolve(`${pkg}/package.json`, { paths: [__dirname] })).version;
}

function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(request);
      const major = version.split('.')[0];
      return [request, { singleton: true, version, requiredVersion: `^${major}.0.0` }];
    }),
  );
}

/**
 * @param {object} app
 * @param {string} app.name federation name (also the runtime remote name)
 * @param {string} app.dir absolute folder of the app
 * @param {number} app.port default dev port (env var overrides, see scripts/ports.js)
 * @param {boolean} [app.isShell] the host: serves index.html, registers remotes at run time
 * @param {Record<string, string>} [app.exposes] modules a remote exposes
 */
function createConfig(app) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    // DIST_DIR lets several builds of the same apps live side by side (default: dist).
    const distDir = process.env.DIST_DIR || 'dist';
    const htmlTemplate = app.isShell
      ? path.join(app.dir, 'public/index.html')
      : path.join(__dirname, 'scripts/templates/harness.html');

    return {
      name: app.name,
      mode,
      context: app.dir,
      entry: app.isShell || dev ? { main: './src/index.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      cache: { type: 'filesystem', name: `${app.name}-${mode}-${distDir}`, buildDependencies: { config: [__filename] } },
      output: {
        path: path.join(app.dir, distDir),
        // The shell is served at deep links, so its assets need an absolute base; remotes
        // compute theirs from where remoteEntry.js was loaded, so they can live on any host.
        publicPath: app.isShell || dev ? '/' : 'auto',
        // Entry chunks keep stable names (served no-cache, like remoteEntry.js): webpack 5.111 cannot
        // hash the federation runtime module when the entry name holds [contenthash]
        // (module-federation/core#5077). Every other chunk is content-hashed and cached immutable.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions({ development: dev }) },
          },
          {
            test: /\.css$/,
            use: [
              dev ? 'style-loader' : MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: dev ? '[name]__[local]' : `${app.name}-[hash:base64:6]`,
                  },
                },
              },
            ],
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          // No build-time remotes: the shell registers them from its runtime config.
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        ...(app.isShell || dev
          ? [new HtmlWebpackPlugin({ template: htmlTemplate, chunks: ['main'], title: app.name, hash: !dev })]
          : []),
        ...(app.isShell ? [new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })] : []),
        ...(dev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]),
      ],
      optimization: {
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
  };
}

module.exports = { createConfig, SINGLETONS };
