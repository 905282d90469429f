import type { RemoteName, RemoteRouteModule } from '@handyman/platform';
import type { RemoteLoader } from '../lib/remote-loader';
import type { RouteModules } from './route-modules';

export type Outcome = RemoteRouteModule | null;

/** Null when the load fails or times out (the next attempt then registers the remote again). */
export function outcomeOf(load: Promise<RemoteRouteModule>): Promise<Outcome> {
  return load.then(
    (loaded): Outcome => loaded,
    () => null,
  );
}

/**
 * A RemoteLoader over route modules: `routesOf` gives the ones a remote is loaded with (undefined:
 * none known yet, and every load fails). `awaitOnce` gives the load an area rendered with the
 * server's HTML suspends on; it is asked once per remote, so every call returns the same promise
 * (use() needs that). The browser and each server render differ only there.
 */
export function routeModulesLoader(
  routesOf: (remote: RemoteName) => RouteModules | undefined,
  awaitOnce: (remote: RemoteName) => Promise<Outcome>,
): RemoteLoader {
  const awaited = new Map<RemoteName, Promise<Outcome>>();
  const unknown = (remote: RemoteName) => Promise.reject(new Error(`no build of ${remote} is known yet`));
  return {
    loaded: (remote) => routesOf(remote)?.loaded(remote),
    load: (remote) => routesOf(remote)?.load(remote) ?? unknown(remote),
    retry: (remote) => routesOf(remote)?.retry(remote) ?? unknown(remote),
    pendingAge: (remote) => routesOf(remote)?.pendingAge(remote) ?? 0,
    awaited<R extends RemoteName>(remote: R) {
      let load = awaited.get(remote);
      if (!load) awaited.set(remote, (load = awaitOnce(remote)));
      return load as Promise<RemoteRouteModule | null>;
    },
  };
}
