// The one rule for the shared modules a remote build asks for (its mf-manifest.json's `shared`)
// that a shell cannot give it: not on the list the shell hands out (shared-singletons.json), and
// without a copy of the build's own (a production remote brings none; a development build does).
// The release check and the shell's server both apply it.
const HANDED_OUT = new Set(require('./shared-singletons.json'));

/** @param {{ shared?: { name?: string, assets?: { js?: { sync?: string[], async?: string[] } } }[] }} manifest */
function unsharedModules(manifest) {
  return (manifest.shared ?? []).flatMap(({ name, assets }) => {
    const ownCopy = (assets?.js?.sync?.length ?? 0) + (assets?.js?.async?.length ?? 0) > 0;
    return name && !HANDED_OUT.has(name) && !ownCopy ? [name] : [];
  });
}

module.exports = { unsharedModules };
