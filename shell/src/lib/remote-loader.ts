import { createContext, useContext } from 'react';
import type { RemoteName, RemoteRouteModule } from '@handyman/platform';

/**
 * How the app reaches the remotes' route modules. The browser has one for the page's lifetime
 * (shell/src/federation/browser-remote-loader.ts); the server gives each render one of its own
 * (shell/src/server/remotes/), so nothing in the app knows where the code comes from.
 */
export interface RemoteLoader {
  /** The route module if it is in already (an area then renders at once). */
  loaded<R extends RemoteName>(remote: R): RemoteRouteModule | undefined;
  /** The load in flight for the remote, or a new one. */
  load<R extends RemoteName>(remote: R): Promise<RemoteRouteModule>;
  /** Starts over for a remote that failed or hangs. */
  retry<R extends RemoteName>(remote: R): Promise<RemoteRouteModule>;
  /** How long the load in flight has been waited for, in ms (0 when none is). */
  pendingAge(remote: RemoteName): number;
  /**
   * The load an area rendered with the server's HTML suspends on: on the server this render's,
   * within its budget; in the browser the one hydration waits for. Null when the remote cannot be
   * had (the area shows its fallback). The same promise on every call, as use() needs.
   */
  awaited<R extends RemoteName>(remote: R): Promise<RemoteRouteModule | null>;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('A remote area needs a RemoteLoader (RemoteLoaderContext) above it.');
  return loader;
}
