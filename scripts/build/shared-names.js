// The names a remote build's code imports from each shared module, written beside its manifest
// (shared-names.json) so that the release check and the shell's server can refuse a build that
// asks a shell for a name it does not hand out (scripts/build/unshared-modules.js): the remote runs
// on the shell's copy of every shared module, never its own, so such a name would be undefined in
// the browser. A file of its own, not a field of the manifest: browsers fetch the manifest on every
// remote page, and only the server and the release tooling read these names. Only static names are
// seen: `import { a } from 'x'` and `export { a } from 'x'` (and `ns.a` on a namespace import); an
// import() names none.

const { SHARED_NAMES_FILE } = require('./unshared-modules');

const CONSUME_SHARED = 'consume-shared-module';

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>} shared module -> the names imported from it, sorted
 */
function sharedNamesOf(compilation) {
  const { moduleGraph } = compilation;
  const names = new Map();
  // A concatenated module lists the dependencies of the modules inside it.
  for (const module of compilation.modules) {
    for (const dependency of module.dependencies ?? []) {
      if (typeof dependency.getIds !== 'function') continue;
      const target = moduleGraph.getModule(dependency);
      const shareKey = target?.type === CONSUME_SHARED ? target.options?.shareKey : undefined;
      const [name] = shareKey ? dependency.getIds(moduleGraph) : [];
      if (!name || name === 'default') continue;
      if (!names.has(shareKey)) names.set(shareKey, new Set());
      names.get(shareKey).add(name);
    }
  }
  return Object.fromEntries([...names.keys()].sort().map((key) => [key, [...names.get(key)].sort()]));
}

/** Writes SHARED_NAMES_FILE into a remote's browser build. */
class SharedNamesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedNamesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedNamesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(SHARED_NAMES_FILE, new sources.RawSource(`${JSON.stringify(sharedNamesOf(compilation), null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedNamesPlugin, sharedNamesOf };
