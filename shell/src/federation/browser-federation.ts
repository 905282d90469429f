import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import type { RemoteName, RuntimeConfig } from '@handyman/platform';
import { browserEntryOf, type FederationApi } from './federated-entry';
import { shellRuntimePlugins } from './shell-plugins';
import { modulesInEveryPage, sharedCopies, SHELL_FEDERATION_NAME, shellCopiesFirstPlugin } from './shared-copies';

// The browser's federation runtime, in a chunk of its own: fetched when a page first needs a remote
// (lazy-federation.ts), never on the shell's own pages. It imports none of the shell's libraries
// (the caller passes what it needs), so its chunk is the runtime alone.

/** The singletons' versions the shell was built with (defined by its webpack build). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/** Starts the page's runtime: `remotes` from the page's runtime config, the shell's copies shared. */
export async function startFederation(config: RuntimeConfig, remotes: readonly RemoteName[]): Promise<FederationApi> {
  // Global: each remote's entry starts a runtime instance of its own, which resolves its shared
  // modules itself; every one of them must take the shell's copies.
  registerGlobalPlugins([shellCopiesFirstPlugin()]);
  const runtime = init({
    name: SHELL_FEDERATION_NAME,
    remotes: remotes.map((remote) => browserEntryOf(remote, config)),
    shared: sharedCopies(__SHARED_VERSIONS__, await modulesInEveryPage()),
    shareStrategy: 'loaded-first',
    plugins: [
      // The remotes' production entries bring no runtime core of their own: they use this one.
      injectExternalRuntimeCorePlugin(),
      ...shellRuntimePlugins(),
    ],
  });
  // Built without the manifest snapshot (disableSnapshot), the runtime's removeRemote, which a forced
  // registration runs, still clears the snapshot's manifest cache first, and stops there when it is
  // not there (MF 2.9.2): an empty one lets it go on to forget the remote's module and entry load.
  const snapshot = (runtime as unknown as { snapshotHandler?: { manifestCache?: Map<string, unknown> } }).snapshotHandler;
  if (snapshot) snapshot.manifestCache ??= new Map();
  let attempts = 0;
  return {
    registerRemotes(entries, options) {
      // Once more, under a new address: the browser would give a new script of the same address the
      // request still in flight (one that hangs), and the runtime the script element it already has.
      const anew = options?.force ? (attempts += 1) : 0;
      runtime.registerRemotes(anew ? entries.map((entry) => ({ ...entry, entry: withAttempt(entry.entry, anew) })) : entries, options);
    },
    loadRemote: (id) => runtime.loadRemote(id),
  };
}

/** The entry's address for the nth attempt (the build's files are the same: servers ignore the query). */
export function withAttempt(entry: string, attempt: number): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}attempt=${attempt}`;
}
