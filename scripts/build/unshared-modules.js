// The one rule for what a remote build asks of a shell that the shell cannot give it, applied by
// the release check and by the shell's server (which refuses to serve such a build):
// - a shared module (its mf-manifest.json's `shared`) not on the list the shell hands out
//   (shared-singletons.json), without a copy of the build's own (a production remote brings
//   none; a development build does);
// - a name its code imports from a shared package (its shared-names.json, from shared-names.js)
//   that the shell's ledger of names (shell/src/federation/shared-api.json) does not hold: the
//   remote runs on the shell's copy of the package, whatever its own, so the name would be
//   undefined in its pages. A build from before the file names nothing.
const HANDED_OUT = new Set(require('./shared-singletons.json'));
/** A remote build's names file, beside its mf-manifest.json (written by shared-names.js). */
const SHARED_NAMES_FILE = 'shared-names.json';
const LEDGER = require('../../shell/src/federation/shared-api.json');

/** @param {{ shared?: { name?: string, assets?: { js?: { sync?: string[], async?: string[] } } }[] }} manifest */
function unsharedModules(manifest) {
  return (manifest.shared ?? []).flatMap(({ name, assets }) => {
    const ownCopy = (assets?.js?.sync?.length ?? 0) + (assets?.js?.async?.length ?? 0) > 0;
    return name && !HANDED_OUT.has(name) && !ownCopy ? [name] : [];
  });
}

/**
 * The names a build imports from a shared package that this shell does not hand out, as
 * "package: name" (packages outside the ledger, react and the router, are the libraries' own).
 * @param {Record<string, string[]> | undefined} sharedNames the build's shared-names.json
 */
function unhandedNames(sharedNames) {
  const asked = sharedNames && typeof sharedNames === 'object' ? sharedNames : {};
  return Object.entries(asked).flatMap(([module, names]) => {
    const handed = Object.hasOwn(LEDGER, module) ? new Set(LEDGER[module]) : null;
    return handed && Array.isArray(names) ? names.filter((name) => !handed.has(name)).map((name) => `${module}: ${name}`) : [];
  });
}

module.exports = { SHARED_NAMES_FILE, unsharedModules, unhandedNames };
