import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  getRuntimeConfig,
  routeModuleRequest,
  type RemoteName,
  type RemoteRouteModule,
} from '@handyman/shared';

// Loads a remote's route module: one request at a time per remote, one quick automatic retry for
// a blip, results cached for the session. Callers decide how long to wait before showing a fallback;
// the server also gives each load a deadline of its own (RemoteLoadOptions).

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} area could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export interface RemoteLoadOptions {
  /**
   * Gives the load up after this long (the server: a remote that takes connections but never answers
   * would otherwise hold it, and every render that joins it, until the HTTP client's own timeout of
   * minutes). After such a load times out or fails, the next one registers the remote again first,
   * so it does not reuse the runtime's hung requests.
   */
  timeoutMs?: number;
}

type AnyRouteModule = RemoteRouteModule<RemoteName>;

const loaded = new Map<RemoteName, AnyRouteModule>();
/** The load in flight for each remote, and when it started (performance.now()). */
const pending = new Map<RemoteName, { attempt: Promise<AnyRouteModule>; since: number }>();
/** Remotes whose last load with a deadline timed out or failed: registered again before the next. */
const stale = new Set<RemoteName>();
const AUTO_RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchRouteModule(remote: RemoteName): Promise<AnyRouteModule> {
  const module = await loadRemote<AnyRouteModule>(routeModuleRequest(remote));
  if (!module || typeof module.pages !== 'object' || module.pages === null) {
    throw new Error(`"${routeModuleRequest(remote)}" does not export pages`);
  }
  return module;
}

async function loadWithRetry(remote: RemoteName, givenUp: AbortSignal): Promise<AnyRouteModule> {
  try {
    return await fetchRouteModule(remote);
  } catch (error) {
    await wait(AUTO_RETRY_DELAY_MS);
    // A load given up long ago (its request hung for minutes) must not start another now.
    if (givenUp.aborted) throw new RemoteUnavailableError(remote, error);
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

/** Whether a load of the remote is in flight. */
export function isLoadingRemoteRoutes(remote: RemoteName): boolean {
  return pending.has(remote);
}

/**
 * Loads with the retry, given up after `ms` when set: the runtime's requests cannot be cancelled, so
 * they go on, but their answer is no longer waited for.
 */
function loadWithDeadline(remote: RemoteName, ms: number | undefined): Promise<AnyRouteModule> {
  const givenUp = new AbortController();
  const load = loadWithRetry(remote, givenUp.signal);
  if (ms === undefined) return load;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      givenUp.abort();
      reject(new RemoteUnavailableError(remote, new Error(`no answer within ${ms} ms`)));
    }, ms);
  });
  return Promise.race([load, deadline]).finally(() => clearTimeout(timer));
}

/** Whether `attempt` is still the load in flight for the remote (a retry may have replaced it). */
function settle(remote: RemoteName, attempt: Promise<AnyRouteModule>): boolean {
  // A late answer to an attempt that a retry replaced must not drop the retry.
  if (pending.get(remote)?.attempt !== attempt) return false;
  pending.delete(remote);
  return true;
}

/** Registers the remote again: the runtime forgets its manifest and entry requests in flight. */
function registerAgain(remote: RemoteName): void {
  stale.delete(remote);
  registerRemotes([{ name: remote, entry: getRuntimeConfig().remotes[remote] }], { force: true });
}

/** The remote's route module: the load in flight if there is one (started with its caller's options). */
export function loadRemoteRoutes<R extends RemoteName>(remote: R, options: RemoteLoadOptions = {}): Promise<RemoteRouteModule<R>> {
  const done = loaded.get(remote);
  if (done) return Promise.resolve(done as RemoteRouteModule<R>);
  let request = pending.get(remote)?.attempt;
  if (!request) {
    if (stale.has(remote)) registerAgain(remote);
    const attempt: Promise<AnyRouteModule> = loadWithDeadline(remote, options.timeoutMs).then(
      (module) => {
        loaded.set(remote, module);
        settle(remote, attempt);
        return module;
      },
      (error: unknown) => {
        if (settle(remote, attempt) && options.timeoutMs !== undefined) stale.add(remote);
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
export function retryRemoteRoutes<R extends RemoteName>(remote: R, options: RemoteLoadOptions = {}): Promise<RemoteRouteModule<R>> {
  if (!loaded.has(remote)) {
    pending.delete(remote);
    registerAgain(remote);
  }
  return loadRemoteRoutes(remote, options);
}

/** Forgets one remote's route module (the server, when the remote has a new deployment). */
export function forgetRemoteRoutes(remote: RemoteName): void {
  loaded.delete(remote);
  pending.delete(remote);
  stale.delete(remote);
}

/** Forgets every loaded remote (a config reload starts over; tests start clean). */
export function resetRemoteRoutes(): void {
  loaded.clear();
  pending.clear();
  stale.clear();
}
