const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { defaultGetLocalIdent } = require('css-loader');
const swcOptions = require('./swc.config');

// How every app's build reads its sources: scripts through swc, CSS modules with the same class
// names in the browser and server builds, images and fonts as files the browser build emits.

const SHARED_SOURCE = path.join(__dirname, '../../shared') + path.sep;

const ASSET_FILES = /\.(svg|png|jpe?g|webp|woff2)$/;

function scriptRule(mode) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: { loader: 'swc-loader', options: swcOptions({ development: mode === 'development' }) },
  };
}

/** Browser builds: styles injected by script in development, extracted to files in production. */
function browserRules(name, mode) {
  return [
    scriptRule(mode),
    { test: /\.css$/, use: [mode === 'development' ? 'style-loader' : MiniCssExtractPlugin.loader, cssLoader(name, mode, false)] },
    { test: ASSET_FILES, type: 'asset/resource' },
  ];
}

/** Server builds keep only CSS class names and asset URLs: the browser build emits the files. */
function serverRules(name, mode) {
  return [
    scriptRule(mode),
    { test: /\.css$/, use: [cssLoader(name, mode, true)] },
    { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
  ];
}

/** The css-loader options of both builds: the server build must produce the same class names. */
function cssLoader(name, mode, exportOnlyLocals) {
  const dev = mode === 'development';
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: dev ? '[name]__[local]' : `${name}-[hash:base64:6]`,
        ...(dev ? {} : { getLocalIdent: sharedLocalIdent }),
        exportOnlyLocals,
      },
    },
  };
}

/**
 * The shared package's class names are the same in every app's build. A page runs the shell's copy
 * of a shared package (a production remote has none of its own), but a remote's server build and a
 * development build hold copies, and a server page's HTML carries their class names while the
 * shell's stylesheet styles it. With one name per class, whichever app's stylesheet holds the rule
 * styles every copy. App prefixes stay on each app's own classes.
 */
function sharedLocalIdent(context, _localIdentName, localName, options) {
  if (!context.resourcePath.startsWith(SHARED_SOURCE)) return undefined;
  return defaultGetLocalIdent(context, 'shared-[hash:base64:6]', localName, options);
}

module.exports = { browserRules, serverRules };
