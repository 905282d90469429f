// The one rule for what a remote build asks of a shell that the shell cannot give it, applied by
// the release check and by the shell's server (which refuses to serve such a build):
// - a shared module (its mf-manifest.json's `shared`) not on the list the shell hands out
//   (shared-singletons.json), without a copy of the build's own (a production remote brings
//   none; a development build does);
// - a name its code imports from a shared package (its shared-names.json, from shared-names.js)
//   that the shell's ledger of names (shell/src/federation/shared-api.json) does not hold: the
//   remote runs on the shell's copy of the package, whatever its own, so the name would be
//   undefined in its pages. The manifest names the file (metaData.sharedNames): a build from
//   before names none and is held to nothing; one that names it and whose file cannot be read is
//   not admitted. react and react-router-dom are outside the ledger and not checked.
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
 * The names file a manifest says its build wrote (undefined: a build from before, which names
 * none). A manifest naming any other file is refused: the file lives beside the manifest only.
 * @param {{ metaData?: { sharedNames?: unknown } }} manifest
 */
function namesFileOf(manifest) {
  const file = manifest.metaData?.sharedNames;
  if (file === undefined) return undefined;
  if (file !== SHARED_NAMES_FILE) throw new Error(`the manifest names ${JSON.stringify(file)} as its names file, not ${SHARED_NAMES_FILE}`);
  return file;
}

/**
 * A names file's text as the names it holds; throws on anything else (an HTML page a host answers
 * for a missing file, say), so that a build whose names cannot be read is not admitted.
 * @param {string} text
 * @returns {Record<string, string[]>}
 */
function parseSharedNames(text) {
  const value = JSON.parse(text);
  const valid =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string'));
  if (!valid) throw new Error(`${SHARED_NAMES_FILE} is not an object of name lists`);
  return value;
}

/**
 * The names a build imports from a shared package that this shell does not hand out, as
 * "package: name" (packages outside the ledger, react and the router, are the libraries' own).
 * @param {Record<string, string[]> | undefined} sharedNames the build's shared-names.json
 * @param {Record<string, string[]>} ledger what the shell hands out (its shared-api.json)
 */
function unhandedNames(sharedNames, ledger = LEDGER) {
  return Object.entries(sharedNames ?? {}).flatMap(([module, names]) => {
    const handed = Object.hasOwn(ledger, module) ? new Set(ledger[module]) : null;
    return handed ? names.filter((name) => !handed.has(name)).map((name) => `${module}: ${name}`) : [];
  });
}

module.exports = { SHARED_NAMES_FILE, namesFileOf, parseSharedNames, unsharedModules, unhandedNames };
