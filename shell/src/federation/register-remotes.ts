import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@handyman/platform';
import { remoteFailurePlugin } from './failure-plugin';
import { inlinedStylesheetsPlugin } from './inlined-stylesheets-plugin';

/**
 * The one place remotes are registered with the federation runtime, in the browser and on the
 * server. Without `again`: every remote from the runtime config, with the shell's runtime plugins
 * (moving a remote is a config change, not a rebuild). With `again`: that remote once more, forced,
 * so the runtime forgets its manifest and the requests in flight for it (a hung load, a new
 * deployment).
 */
export function registerFederatedRemotes(config: RuntimeConfig, again?: RemoteName): void {
  if (again) {
    registerRemotes([{ name: again, entry: config.remotes[again] }], { force: true });
    return;
  }
  registerPlugins([remoteFailurePlugin(), inlinedStylesheetsPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
