import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@handyman/shared';
import { remoteFailurePlugin } from './failure-plugin';
import { inlinedStylesheetsPlugin } from './inlined-stylesheets-plugin';

/** Registers every remote from the runtime config: moving a remote is a config change, not a rebuild. */
export function registerFederatedRemotes(config: RuntimeConfig): void {
  registerPlugins([remoteFailurePlugin(), inlinedStylesheetsPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
