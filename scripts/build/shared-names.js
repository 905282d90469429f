// The names a remote build's code imports from each shared module, written beside its manifest
// (shared-names.json) so that the release check and the shell's server can refuse a build that
// asks a shell for a name it does not hand out (scripts/build/unshared-modules.js): the remote runs
// on the shell's copy of every shared module, never its own, so such a name would be undefined in
// the browser. A file of its own (the manifest only names it, metaData.sharedNames): browsers fetch
// the manifest on every remote page, and only the server and the release tooling read these names.
// The names webpack can see are recorded: `import { a } from 'x'`, `export { a } from 'x'`, `ns.a`
// on a namespace import, `import('x').then(({ a }) => a)`; a name passed around as a string
// (`hydrateNearView(() => import('x'), 'a')`) is not.

const { SHARED_NAMES_FILE } = require('./unshared-modules');

const CONSUME_SHARED = 'consume-shared-module';

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>} shared module -> the names imported from it, sorted
 */
function sharedNamesOf(compilation) {
  const { moduleGraph } = compilation;
  const names = new Map();
  const add = (shareKey, name) => {
    if (!name || name === 'default') return;
    if (!names.has(shareKey)) names.set(shareKey, new Set());
    names.get(shareKey).add(name);
  };
  // A concatenated module lists the dependencies of the modules inside it; an import()'s are in
  // the module's blocks.
  for (const module of compilation.modules) {
    for (const dependency of dependenciesOf(module)) {
      const target = moduleGraph.getModule(dependency);
      const shareKey = target?.type === CONSUME_SHARED ? target.options?.shareKey : undefined;
      if (!shareKey) continue;
      if (typeof dependency.getIds === 'function') add(shareKey, dependency.getIds(moduleGraph)[0]);
      // import('x').then(({ a }) => a) or .then((m) => m.a): webpack knows the names it reads.
      else if (Array.isArray(dependency.referencedExports)) for (const ids of dependency.referencedExports) add(shareKey, ids[0]);
    }
  }
  return Object.fromEntries([...names.keys()].sort().map((key) => [key, [...names.get(key)].sort()]));
}

/** A module's dependencies and those of its blocks (import() and the like), however deep. */
function* dependenciesOf(block) {
  yield* block.dependencies ?? [];
  for (const inner of block.blocks ?? []) yield* dependenciesOf(inner);
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
