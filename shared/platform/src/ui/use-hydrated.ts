import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true from then on (and at once in a browser-only
 * render). Interactive parts (tabs, collapsing lists) switch on with it, so the server HTML and
 * the first browser render match, and a visitor without JavaScript sees every panel open.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
