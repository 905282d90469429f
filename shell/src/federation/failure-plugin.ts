import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './remote-failures';

/**
 * errorLoadRemote hook: records which remote failed and where (manifest, entry or module), then
 * lets the error propagate so the route shows its fallback with a retry instead of a stale copy.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'handyman-remote-failure',
    errorLoadRemote(args) {
      const remote = args.remote?.name ?? String(args.id).split('/')[0] ?? 'unknown';
      const error = args.error;
      reportRemoteFailure({
        remote,
        lifecycle: args.lifecycle,
        message: error instanceof Error ? error.message : String(error),
        at: Date.now(),
      });
      return undefined;
    },
  };
}
