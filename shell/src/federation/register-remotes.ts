import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@handyman/platform';
import { remoteFailurePlugin } from './failure-plugin';
import { inlinedStylesheetsPlugin } from './inlined-stylesheets-plugin';

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

let pluginsRegistered = false;

/** The shell's runtime plugins (and `extra`, the server's), registered once per process or page. */
export function registerShellPlugins(extra: ModuleFederationRuntimePlugin[] = []): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([remoteFailurePlugin(), inlinedStylesheetsPlugin(), ...extra]);
}

/**
 * Registers an entry. With `force`, once more: the runtime forgets its manifest and the requests in
 * flight for it (a hung load is not reused).
 */
export function registerEntry(entry: FederatedEntry, force = false): void {
  registerRemotes([entry], force ? { force: true } : undefined);
}

/** The browser's entry of a remote: under its own name, the build the page's config names. */
export const browserEntryOf = (remote: RemoteName, config: RuntimeConfig): FederatedEntry => ({
  name: remote,
  entry: config.remotes[remote],
});

/** The browser: every remote from the page's runtime config, with the shell's runtime plugins. */
export function registerFederatedRemotes(config: RuntimeConfig): void {
  registerShellPlugins();
  registerRemotes(REMOTE_NAMES.map((remote) => browserEntryOf(remote, config)));
}
