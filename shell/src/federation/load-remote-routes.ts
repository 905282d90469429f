import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  getRuntimeConfig,
  routeModuleRequest,
  type RemoteName,
  type RemoteRouteModule,
} from '@handyman/shared';

// Loads a remote's route module: one request at a time per remote, one quick automatic retry for
// a blip, results cached for the session. Callers decide how long to wait before showing a fallback.

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} area could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

type AnyRouteModule = RemoteRouteModule<RemoteName>;

const loaded = new Map<RemoteName, AnyRouteModule>();
/** The load in flight for each remote, and when it started (performance.now()). */
const pending = new Map<RemoteName, { attempt: Promise<AnyRouteModule>; since: number }>();
const AUTO_RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchRouteModule(remote: RemoteName): Promise<AnyRouteModule> {
  const module = await loadRemote<AnyRouteModule>(routeModuleRequest(remote));
  if (!module || typeof module.pages !== 'object' || module.pages === null) {
    throw new Error(`"${routeModuleRequest(remote)}" does not export pages`);
  }
  return module;
}

async function loadWithRetry(remote: RemoteName): Promise<AnyRouteModule> {
  try {
    return await fetchRouteModule(remote);
  } catch {
    await wait(AUTO_RETRY_DELAY_MS);
    try {
      return await fetchRouteModule(remote);
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
  }
}

/** The route module if it has already loaded (lets navigation within a remote render at once). */
export function loadedRouteModule<R extends RemoteName>(remote: R): RemoteRouteModule<R> | undefined {
  return loaded.get(remote) as RemoteRouteModule<R> | undefined;
}

/**
 * How long the load in flight for a remote has been waited for, in ms (0 when none is): a page that
 * comes back to an area whose remote is still hanging need not wait its whole patience again.
 */
export function pendingLoadAge(remote: RemoteName): number {
  const inFlight = pending.get(remote);
  return inFlight ? performance.now() - inFlight.since : 0;
}

function settle(remote: RemoteName, attempt: Promise<AnyRouteModule>): void {
  // A late answer to an attempt that a retry replaced must not drop the retry.
  if (pending.get(remote)?.attempt === attempt) pending.delete(remote);
}

export function loadRemoteRoutes<R extends RemoteName>(remote: R): Promise<RemoteRouteModule<R>> {
  const done = loaded.get(remote);
  if (done) return Promise.resolve(done as RemoteRouteModule<R>);
  let request = pending.get(remote)?.attempt;
  if (!request) {
    const attempt: Promise<AnyRouteModule> = loadWithRetry(remote).then(
      (module) => {
        loaded.set(remote, module);
        settle(remote, attempt);
        return module;
      },
      (error: unknown) => {
        settle(remote, attempt);
        throw error;
      },
    );
    pending.set(remote, { attempt, since: performance.now() });
    request = attempt;
  }
  return request as Promise<RemoteRouteModule<R>>;
}

/**
 * Starts over for a remote that failed or hangs: forgets the runtime's in-flight manifest and entry
 * requests (a hung request would otherwise be reused) and loads again.
 */
export function retryRemoteRoutes<R extends RemoteName>(remote: R): Promise<RemoteRouteModule<R>> {
  if (!loaded.has(remote)) {
    pending.delete(remote);
    registerRemotes([{ name: remote, entry: getRuntimeConfig().remotes[remote] }], { force: true });
  }
  return loadRemoteRoutes(remote);
}

/** Forgets one remote's route module (the server, when the remote has a new deployment). */
export function forgetRemoteRoutes(remote: RemoteName): void {
  loaded.delete(remote);
  pending.delete(remote);
}

/** Forgets every loaded remote (a config reload starts over; tests start clean). */
export function resetRemoteRoutes(): void {
  loaded.clear();
  pending.clear();
}
