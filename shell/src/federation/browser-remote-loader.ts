import type { RemoteName, RemoteRouteModule, RuntimeConfig } from '@handyman/shared';
import type { RemoteLoader } from '../app/remote/remote-loader';
import { registerFederatedRemotes } from './register-remotes';
import { RouteModules } from './route-modules';

type Outcome = RemoteRouteModule<RemoteName> | null;

/**
 * The browser's RemoteLoader, for the page's lifetime: registers every remote from the page's
 * runtime config, then loads each route module once (without a deadline: the areas show their
 * fallback after the visitor's patience, and a late answer still replaces it).
 */
export function createBrowserRemoteLoader(config: RuntimeConfig): RemoteLoader {
  registerFederatedRemotes(config);
  const routes = new RouteModules();
  // The one load hydration waits for per remote: started by the bootstrap as early as it can.
  const hydrationLoads = new Map<RemoteName, Promise<Outcome>>();
  return {
    loaded: (remote) => routes.loaded(remote),
    load: (remote) => routes.load(remote),
    retry: (remote) => routes.retry(remote),
    pendingAge: (remote) => routes.pendingAge(remote),
    awaited<R extends RemoteName>(remote: R) {
      let load = hydrationLoads.get(remote);
      if (!load) {
        load = routes.load<RemoteName>(remote).then(
          (module): Outcome => module,
          () => null,
        );
        hydrationLoads.set(remote, load);
      }
      return load as Promise<RemoteRouteModule<R> | null>;
    },
  };
}
