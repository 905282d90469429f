import type { RuntimeConfig } from '@handyman/platform';
import type { RemoteLoader } from '../lib/remote-loader';
import { registerFederatedRemotes } from './register-remotes';
import { RouteModules } from './route-modules';
import { outcomeOf, routeModulesLoader } from './route-modules-loader';

/**
 * The browser's RemoteLoader, for the page's lifetime: registers every remote from the page's
 * runtime config, then loads each route module once (without a deadline: the areas show their
 * fallback after the visitor's patience, and a late answer still replaces it).
 */
export function createBrowserRemoteLoader(config: RuntimeConfig): RemoteLoader {
  registerFederatedRemotes(config);
  const routes = new RouteModules();
  // The one load hydration waits for per remote: started by the bootstrap as early as it can.
  return routeModulesLoader(
    () => routes,
    (remote) => outcomeOf(routes.load(remote)),
  );
}
