import type { RemoteName, RemoteRouteModule } from '@handyman/shared';
import { loadRemoteRoutes } from '../../federation/load-remote-routes';

const loads = new Map<RemoteName, Promise<RemoteRouteModule<RemoteName>>>();

/**
 * The one load of a remote that hydration waits for (use() needs the same promise on every try).
 * Started by the bootstrap as early as it can, so it runs while the page hydrates.
 */
export function hydrationLoad<R extends RemoteName>(remote: R): Promise<RemoteRouteModule<R>> {
  let load = loads.get(remote);
  if (!load) loads.set(remote, (load = loadRemoteRoutes(remote) as Promise<RemoteRouteModule<RemoteName>>));
  return load as Promise<RemoteRouteModule<R>>;
}
