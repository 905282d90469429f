import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's server entry may take to arrive. */
const ENTRY_TIMEOUT_MS = 5000;
type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;
type EntryExports = Awaited<ReturnType<LoadEntry>>;

/**
 * loadEntry hook of the shell's server: a remote's server entry (remoteEntry.js, a CommonJS module)
 * is fetched and run in a scope of its own, and its container handed to the runtime. The runtime's
 * own Node loader keeps a container on a global named after the remote ("blog") and hands it back to
 * any later load of that name: a second build of the blog (a release coming in while the current one
 * still renders pages, or a canary beside the live build) would silently get the first build's code.
 * Browser entries are left to the runtime.
 */
export function isolatedServerEntryPlugin(fetchImpl: typeof fetch = fetch): ModuleFederationRuntimePlugin {
  // Node's own require for the entry's `require` of Node built-ins (webpack would otherwise try to
  // bundle what createRequire names).
  const requireFromServer = process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), 'remote-entry.js'));
  return {
    name: 'handyman-isolated-server-entry',
    async loadEntry({ remoteInfo }): Promise<EntryExports> {
      if (remoteInfo.type !== 'commonjs-module') return undefined;
      const response = await fetchImpl(remoteInfo.entry, { signal: AbortSignal.timeout(ENTRY_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered HTTP ${response.status}`);
      const code = await response.text();
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const url = new URL(remoteInfo.entry);
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: remoteInfo.entry,
      }).runInThisContext() as (...args: unknown[]) => void;
      run(module.exports, module, requireFromServer, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
      const exported = module.exports;
      return (exported[remoteInfo.entryGlobalName] ?? exported) as EntryExports;
    },
  };
}
