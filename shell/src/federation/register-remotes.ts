import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { FederatedEntry, FederationApi } from './federated-entry';
import { remoteFailurePlugin } from './failure-plugin';
import { inlinedStylesheetsPlugin } from './inlined-stylesheets-plugin';

// The shell's server: its build is a federation host, so the runtime is the build's own instance.

let pluginsRegistered = false;

/** The shell's runtime plugins (the browser's, and `extra`, the server's), registered once per process. */
export function registerShellPlugins(extra: ModuleFederationRuntimePlugin[] = []): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([remoteFailurePlugin(), inlinedStylesheetsPlugin(), ...extra]);
}

/** The build's runtime, as route modules use it. */
export const hostFederation: FederationApi = {
  registerRemotes: (entries, options) => registerRemotes(entries, options),
  loadRemote: (id) => loadRemote(id),
};

/** Registers a build of a remote. */
export function registerEntry(entry: FederatedEntry): void {
  registerRemotes([entry]);
}
