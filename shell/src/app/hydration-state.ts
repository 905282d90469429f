import type { DehydratedEntry, DehydratedError, RemoteName, RuntimeConfig } from '@handyman/shared';

/** The element id of the JSON block a server-rendered page carries for its hydration. */
export const HYDRATION_STATE_ID = '__handyman-state';

/** What the browser needs to hydrate a server-rendered page exactly as it was rendered. */
export interface HydrationState {
  config: RuntimeConfig;
  /** The address that was rendered. */
  path: string;
  /** The content the render loaded, by cache key. */
  resources: Record<string, DehydratedEntry>;
  /** Remote areas the server sent as their fallback (the browser tries them again). */
  remoteFallbacks: RemoteName[];
  /** Remotes whose pages rendered: the browser loads them before it hydrates. */
  remotesRendered: RemoteName[];
  /** The error the route showed (not-found, 503, ...). */
  routeError?: DehydratedError;
}

/** The state as a JSON data block: "<" escaped, so content can never end the script element. */
export function serialiseHydrationState(state: HydrationState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
