import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { FederationApi } from './federated-entry';
import { shellRuntimePlugins } from './shell-plugins';

// The shell's server: its build is a federation host, so the runtime is the build's own instance.

let pluginsRegistered = false;

/** The shell's runtime plugins and `extra` (the server's own), registered once per process. */
export function registerShellPlugins(extra: ModuleFederationRuntimePlugin[] = []): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([...shellRuntimePlugins(), ...extra]);
}

/** The build's runtime, as route modules use it. */
export const hostFederation: FederationApi = {
  registerRemotes: (entries, options) => registerRemotes(entries, options),
  loadRemote: (id) => loadRemote(id),
};
