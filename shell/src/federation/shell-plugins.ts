import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailurePlugin } from './failure-plugin';
import { inlinedStylesheetsPlugin } from './inlined-stylesheets-plugin';

/** The runtime plugins the shell's runtimes run, the browser's and the server's. */
export const shellRuntimePlugins = (): ModuleFederationRuntimePlugin[] => [remoteFailurePlugin(), inlinedStylesheetsPlugin()];
