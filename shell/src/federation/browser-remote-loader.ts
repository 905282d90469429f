import { REMOTE_NAMES, type RuntimeConfig } from '@handyman/platform';
import type { RemoteLoader } from '../lib/remote-loader';
import { lazyFederation } from './lazy-federation';
import type { RouteModules } from './route-modules';
import { outcomeOf, routeModulesLoader } from './route-modules-loader';

/**
 * The browser's RemoteLoader, for the page's lifetime: the code that loads route modules comes with
 * the federation runtime's chunk at the first load (the shell's own pages never fetch either), the
 * runtime is started with every remote of the page's runtime config, then each route module loads
 * once (without a deadline: the areas show their fallback after the visitor's patience, and a late
 * answer still replaces it). A chunk that does not come fails that load; the next one asks again.
 */
export function createBrowserRemoteLoader(config: RuntimeConfig): RemoteLoader {
  let routes: RouteModules | undefined;
  let coming: Promise<RouteModules> | undefined;
  const routeModules = () =>
    (coming ??= import(/* webpackChunkName: "federation" */ './route-modules').then(
      ({ RouteModules }) => (routes = new RouteModules({ federation: lazyFederation(config, REMOTE_NAMES) })),
      (error: unknown) => {
        coming = undefined;
        throw error;
      },
    ));
  // Straight to the route modules once their code is in; before that, once it has come.
  const withRoutes = <T>(run: (loaded: RouteModules) => Promise<T>) => (routes ? run(routes) : routeModules().then(run));
  const load: RemoteLoader['load'] = (remote) => withRoutes((loaded) => loaded.load(remote));
  // The one load hydration waits for per remote: started by the bootstrap as early as it can.
  const loader = routeModulesLoader(
    () => routes,
    (remote) => outcomeOf(load(remote)),
  );
  return { ...loader, load, retry: (remote) => withRoutes((loaded) => loaded.retry(remote)) };
}
