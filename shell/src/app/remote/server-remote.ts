import type { RemoteName, RemoteRouteModule, RenderState } from '@handyman/shared';
import { isLoadingRemoteRoutes, loadRemoteRoutes, retryRemoteRoutes } from '../../federation/load-remote-routes';

/** How long a server render waits for a remote before sending its area as the fallback. */
export const SERVER_REMOTE_BUDGET_MS = 1000;

/**
 * How long the server's load of a remote may take before it is given up and the next render starts
 * afresh with the remote registered again. Longer than the render budget: a cold remote that is
 * slow but works still loads in the background for the requests after it.
 */
export const SERVER_REMOTE_LOAD_TIMEOUT_MS = 5000;

type Outcome = RemoteRouteModule<RemoteName> | null;
const loadsByRender = new WeakMap<RenderState, Map<RemoteName, Promise<Outcome>>>();
const LOAD_OPTIONS = { timeoutMs: SERVER_REMOTE_LOAD_TIMEOUT_MS };

/** Null when the load fails or times out (the next attempt then registers the remote again). */
function outcomeOf(load: Promise<RemoteRouteModule<RemoteName>>): Promise<Outcome> {
  return load.then(
    (loaded): Outcome => loaded,
    () => null,
  );
}

/**
 * Loads a remote's route module before any page asks for it: the server calls it when it first
 * reads the remote's manifest and on each new deployment. Without it the first page of a remote
 * waits for the remote's code, which on a busy server can take longer than the budget, and goes out
 * with the area's fallback. A load still in flight then was started while the manifest could not be
 * read (the remote was down or hanging), so it is replaced by a fresh one. Resolves whether or not
 * the load worked (the next render retries a failed warm-up, like every other failed load).
 */
export async function warmServerRemote(remote: RemoteName): Promise<void> {
  await outcomeOf(isLoadingRemoteRoutes(remote) ? retryRemoteRoutes(remote, LOAD_OPTIONS) : loadRemoteRoutes(remote, LOAD_OPTIONS));
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
    load = Promise.race([outcomeOf(loadRemoteRoutes<RemoteName>(remote, LOAD_OPTIONS)), budget]).finally(() => clearTimeout(timer));
    loads.set(remote, load);
  }
  return load as Promise<RemoteRouteModule<R> | null>;
}
