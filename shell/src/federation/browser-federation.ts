import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import type { RemoteName, RuntimeConfig } from '@handyman/platform';
import { browserEntryOf, type FederationApi } from './federated-entry';
import { shellRuntimePlugins } from './shell-plugins';
import { modulesAtStart, sharedCopies, SHELL_FEDERATION_NAME, shellCopiesFirstPlugin } from './shared-copies';

// The browser's federation runtime, in a chunk of its own: fetched when a page first needs a remote
// (lazy-federation.ts), never on the shell's own pages. It imports none of the shell's libraries
// (the caller passes what it needs): fetching it ahead runs the runtime alone. Its chunk also holds
// what the shell's pages have not loaded of the platform's /base entry, which every remote uses
// (shared-copies.ts), run when the runtime starts.

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
    shared: sharedCopies(__SHARED_VERSIONS__, await modulesAtStart()),
    shareStrategy: 'loaded-first',
    plugins: [
      // The remotes' production entries bring no runtime core of their own: they use this one.
      injectExternalRuntimeCorePlugin(),
      ...shellRuntimePlugins(),
    ],
  });
  return {
    registerRemotes: (entries, options) => runtime.registerRemotes(entries, options),
    loadRemote: (id) => runtime.loadRemote(id),
  };
}
