import { isRouteModule, ROUTE_MODULE_VERSION, routeModuleRequest, type RemoteName, type RemoteRouteModule } from '@handyman/platform';
import type { FederationApi } from './federated-entry';

// One load of a remote's route module through the federation runtime: a quick automatic retry for
// a blip, and a deadline when the caller sets one.

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} area could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export type AnyRouteModule = RemoteRouteModule;

const AUTO_RETRY_DELAY_MS = 300;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The route module of `remote`, registered with the runtime as `name` (the remote's own name in the browser). */
async function fetchRouteModule(federation: FederationApi, remote: RemoteName, name: string): Promise<AnyRouteModule> {
  const module = await federation.loadRemote<AnyRouteModule>(`${name}/routes`);
  // A remote built against another contract (an older one exported "pages") is refused: its area
  // shows the fallback until the remote is rebuilt.
  if (!isRouteModule(module)) {
    throw new Error(`"${routeModuleRequest(remote)}" is not a route module of version ${ROUTE_MODULE_VERSION}`);
  }
  return module;
}

async function loadWithRetry(federation: FederationApi, remote: RemoteName, name: string, givenUp: AbortSignal): Promise<AnyRouteModule> {
  try {
    return await fetchRouteModule(federation, remote, name);
  } catch (error) {
    await wait(AUTO_RETRY_DELAY_MS);
    // A load given up long ago (its request hung for minutes) must not start another now.
    if (givenUp.aborted) throw new RemoteUnavailableError(remote, error);
    try {
      return await fetchRouteModule(federation, remote, name);
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
  }
}

/**
 * Loads with the retry, given up after `ms` when set: the runtime's requests cannot be cancelled, so
 * they go on, but their answer is no longer waited for.
 */
export function loadWithDeadline(
  federation: FederationApi,
  remote: RemoteName,
  ms: number | undefined,
  name: string = remote,
): Promise<AnyRouteModule> {
  const givenUp = new AbortController();
  const load = loadWithRetry(federation, remote, name, givenUp.signal);
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
