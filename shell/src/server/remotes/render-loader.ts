import type { RemoteName, RemoteRouteModule } from '@handyman/shared';
import type { RemoteLoader } from '../../app/remote/remote-loader';
import type { RouteModules } from '../../federation/route-modules';

/** How long a server render waits for a remote before sending its area as the fallback. */
export const SERVER_REMOTE_BUDGET_MS = 1000;

type Outcome = RemoteRouteModule<RemoteName> | null;

/** Null when the load fails or times out (the next attempt then registers the remote again). */
export function outcomeOf(load: Promise<RemoteRouteModule<RemoteName>>): Promise<Outcome> {
  return load.then(
    (loaded): Outcome => loaded,
    () => null,
  );
}

/**
 * The RemoteLoader of one server render pass. Each remote's route module comes within the render's
 * budget, or null when it failed or took longer (the load goes on, so a later request finds it
 * ready). One promise per remote, so a render that suspends on it resumes with the same answer.
 */
export function renderRemoteLoader(routes: RouteModules): RemoteLoader {
  const loads = new Map<RemoteName, Promise<Outcome>>();
  return {
    loaded: (remote) => routes.loaded(remote),
    load: (remote) => routes.load(remote),
    retry: (remote) => routes.retry(remote),
    pendingAge: (remote) => routes.pendingAge(remote),
    awaited<R extends RemoteName>(remote: R) {
      let load = loads.get(remote);
      if (!load) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const budget = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), SERVER_REMOTE_BUDGET_MS);
        });
        load = Promise.race([outcomeOf(routes.load<RemoteName>(remote)), budget]).finally(() => clearTimeout(timer));
        loads.set(remote, load);
      }
      return load as Promise<RemoteRouteModule<R> | null>;
    },
  };
}
