import type { RemoteName } from '@handyman/platform';
import type { RemoteLoader } from '../../lib/remote-loader';
import type { RouteModules } from '../../federation/route-modules';
import { outcomeOf, routeModulesLoader, type Outcome } from '../../federation/route-modules-loader';

/** How long a server render waits for a remote before sending its area as the fallback. */
export const SERVER_REMOTE_BUDGET_MS = 1000;

/**
 * The RemoteLoader of one server render pass, over the route modules of the builds it renders with
 * (`routesOf`: undefined for a remote with no build known). Each remote's route module comes within
 * the render's budget, or null when it failed or took longer (the load goes on, so a later request
 * finds it ready).
 */
export function renderRemoteLoader(routesOf: (remote: RemoteName) => RouteModules | undefined): RemoteLoader {
  return routeModulesLoader(routesOf, (remote) => {
    const routes = routesOf(remote);
    if (!routes) return Promise.resolve(null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve(null), SERVER_REMOTE_BUDGET_MS);
    });
    return Promise.race([outcomeOf(routes.load(remote)), budget]).finally(() => clearTimeout(timer));
  });
}
