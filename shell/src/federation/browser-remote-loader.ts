import { REMOTE_NAMES, type RuntimeConfig } from '@handyman/platform';
import type { RemoteLoader } from '../lib/remote-loader';
import { lazyFederation } from './lazy-federation';
import { RouteModules } from './route-modules';
import { outcomeOf, routeModulesLoader } from './route-modules-loader';

/**
 * The browser's RemoteLoader, for the page's lifetime: the federation runtime comes with the first
 * load (with every remote of the page's runtime config), then each route module loads once (without
 * a deadline: the areas show their fallback after the visitor's patience, and a late answer still
 * replaces it).
 */
export function createBrowserRemoteLoader(config: RuntimeConfig): RemoteLoader {
  const routes = new RouteModules({ federation: lazyFederation(config, REMOTE_NAMES) });
  // The one load hydration waits for per remote: started by the bootstrap as early as it can.
  return routeModulesLoader(
    () => routes,
    (remote) => outcomeOf(routes.load(remote)),
  );
}
