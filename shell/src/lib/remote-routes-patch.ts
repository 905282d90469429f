import { createContext, useContext } from 'react';
import type { RemoteName, RemoteRouteModule } from '@handyman/platform';

/**
 * Adds a remote's routes to the browser's router once its module is in; true when they were added
 * now (false when they already were, or the module is of another contract version). Null on the
 * server, where every render is built with the modules it has.
 */
export type RemoteRoutesPatch = (remote: RemoteName, module: RemoteRouteModule) => boolean;

export const RemoteRoutesPatchContext = createContext<RemoteRoutesPatch | null>(null);

export function useRemoteRoutesPatch(): RemoteRoutesPatch | null {
  return useContext(RemoteRoutesPatchContext);
}
