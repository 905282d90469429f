// What the apps share at run time through Module Federation: the singleton modules every page has
// once (the shell's copies, which the remotes get). webpack.common.js builds every app's config with
// these; the shell's browser code lists the same modules (shell/src/federation/shared-copies.ts).
const path = require('node:path');

/**
 * Libraries that must exist once per page: host and remotes share one copy. The list is
 * shared-singletons.json, which the shell's server and the release checks read too (a remote build
 * that asks for another is refused). react-router is not listed: react-router-dom re-exports it
 * with `export *`, which comes out empty when the target is itself a separately consumed shared
 * module, so react-router lives inside the shared react-router-dom chunk and code imports only
 * react-router-dom (lint enforces it).
 */
const SINGLETONS = require('./shared-singletons.json');

function packageVersion(request) {
  const parts = request.split('/');
  const pkg = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return require(require.resolve(`${pkg}/package.json`, { paths: [__dirname] })).version;
}

/** Shared modules provided from a module of ours rather than the package's own entry. */
const SHARED_ENTRIES = {
  browser: { 'react-router-dom': path.join(__dirname, 'react-router-dom.mjs') },
  // Only the shell's server renders with react-router's static handler and router: the browser's
  // copy leaves them out.
  server: { 'react-router-dom': path.join(__dirname, 'react-router-dom.server.mjs') },
};

/**
 * @param {'browser' | 'server'} target
 * @param {boolean} checkVersions whether the federation runtime checks each singleton's version
 *   against the range this app was built with (a console warning when a remote's range is not met)
 * @param {{ ownCopies?: boolean }} options `ownCopies: false` builds none of the singletons into
 *   the app (`import: false`): it runs only with the copies its host hands it.
 */
function sharedSingletons(target, checkVersions = true, { ownCopies = true } = {}) {
  const singleton = (request) => {
    const version = packageVersion(request);
    const major = version.split('.')[0];
    const entry = SHARED_ENTRIES[target][request];
    const source = !ownCopies ? { import: false } : entry ? { import: entry } : {};
    return [request, { singleton: true, version, requiredVersion: checkVersions ? `^${major}.0.0` : false, ...source }];
  };
  return Object.fromEntries(SINGLETONS.map(singleton));
}

/** Each singleton's version as installed: what the shell's browser build hands the remotes. */
function sharedVersions() {
  return Object.fromEntries(SINGLETONS.map((request) => [request, packageVersion(request)]));
}

module.exports = { SHARED_ENTRIES, SINGLETONS, sharedSingletons, sharedVersions };
