import type { RemoteName, RuntimeConfig } from '@handyman/platform';

/**
 * One remote as the federation runtime knows it: the name its modules are requested by
 * ("blog/routes") and the build it loads (in the browser its entry script, on the server its
 * manifest). The browser registers each remote under its own name, with the build the page names;
 * the shell's server, which may run several builds of a remote at once (a release on its way in, a
 * canary), registers each build under a name of its own.
 */
export interface FederatedEntry {
  name: string;
  entry: string;
}

/**
 * What the shell asks of the federation runtime. The server's runtime is there from the start (its
 * build is a federation host); the browser's comes with the first remote a page needs
 * (browser-federation.ts), so the shell's own pages never fetch it.
 */
export interface FederationApi {
  /** With `force`, once more: the runtime forgets its manifest and the requests in flight for it. */
  registerRemotes(entries: FederatedEntry[], options?: { force: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** Every app's build has its entry script beside its manifest, under this name. */
export const ENTRY_SCRIPT = 'remoteEntry.js';

/**
 * The entry script of the build whose manifest is at `manifestUrl` (a URL that names the script
 * itself stays as it is). The browser's runtime is built without the manifest snapshot, so it
 * fetches the script directly: one request fewer before the remote's code.
 */
export function entryScriptOf(manifestUrl: string): string {
  return manifestUrl.replace(/\/mf-manifest\.json(?=$|[?#])/, `/${ENTRY_SCRIPT}`);
}

/** The browser's entry of a remote: under its own name, the entry script of the build the page's config names. */
export const browserEntryOf = (remote: RemoteName, config: RuntimeConfig): FederatedEntry => ({
  name: remote,
  entry: entryScriptOf(config.remotes[remote]),
});
