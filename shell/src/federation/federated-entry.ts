import type { RemoteName, RuntimeConfig } from '@handyman/platform';

/**
 * One remote as the federation runtime knows it: the name its modules are requested by
 * ("blog/routes") and the manifest of the build it loads. The browser registers each remote under
 * its own name, with the build the page names; the shell's server, which may run several builds of
 * a remote at once (a release on its way in, a canary), registers each build under a name of its own.
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

/** The browser's entry of a remote: under its own name, the build the page's config names. */
export const browserEntryOf = (remote: RemoteName, config: RuntimeConfig): FederatedEntry => ({
  name: remote,
  entry: config.remotes[remote],
});
