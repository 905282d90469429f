import type { RemoteName, RemoteRouteModule, RenderState } from '@handyman/shared';
import { loadRemoteRoutes, retryRemoteRoutes } from '../../federation/load-remote-routes';

/** How long a server render waits for a remote before sending its area as the fallback. */
export const SERVER_REMOTE_BUDGET_MS = 1000;

type Outcome = RemoteRouteModule<RemoteName> | null;
const loadsByRender = new WeakMap<RenderState, Map<RemoteName, Promise<Outcome>>>();
/** Remotes whose last load failed: the next render registers them again before it tries. */
const failed = new Set<RemoteName>();

/** Loads (or joins the load in flight of) a remote's route module; null when it fails. */
function attemptLoad(remote: RemoteName): Promise<Outcome> {
  const attempt = failed.has(remote) ? retryRemoteRoutes(remote) : loadRemoteRoutes(remote);
  failed.delete(remote);
  return attempt.then(
    (loaded): Outcome => loaded as unknown as Outcome,
    () => {
      failed.add(remote);
      return null;
    },
  );
}

/**
 * Loads a remote's route module before any page asks for it: the server calls it when it first
 * reads the remote's manifest and on each new deployment. Without it the first page of a remote
 * waits for the remote's code, which on a busy server can take longer than the budget, and goes out
 * with the area's fallback. Resolves whether or not the load worked (the next render retries a
 * failed warm-up, like every other failed load).
 */
export async function warmServerRemote(remote: RemoteName): Promise<void> {
  await attemptLoad(remote);
}

/**
 * The remote's route module for one server render, or null when it failed or took longer than the
 * budget (the load goes on, so a later request finds it ready). One promise per render and remote,
 * so a render that suspends on it resumes with the same answer.
 */
export function serverRemoteRoutes<R extends RemoteName>(state: RenderState, remote: R): Promise<RemoteRouteModule<R> | null> {
  let loads = loadsByRender.get(state);
  if (!loads) loadsByRender.set(state, (loads = new Map()));
  let load = loads.get(remote);
  if (!load) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SERVER_REMOTE_BUDGET_MS);
    });
    load = Promise.race([attemptLoad(remote), budget]).finally(() => clearTimeout(timer));
    loads.set(remote, load);
  }
  return load as Promise<RemoteRouteModule<R> | null>;
}
