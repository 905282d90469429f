import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { holdPageLive } from './near-view/live-holds';

const subscribe = () => () => undefined;
const SNAPSHOT = 0;
const snapshot = () => SNAPSHOT;
/** How long a part's switch may hold the page's live mark. */
const SWITCH_HOLD_LIMIT_MS = 2000;

/**
 * Whether this render draws the server's HTML: on the server, and in the browser while React
 * hydrates what the server sent (React asks a store for its server snapshot then only). Both
 * snapshots are the same, so React has nothing to draw again once the page has hydrated.
 */
export function useServerRender(): boolean {
  let serverRender = false;
  useSyncExternalStore(subscribe, snapshot, () => {
    serverRender = true;
    return SNAPSHOT;
  });
  return serverRender;
}

/**
 * False on the server and during hydration, true from then on (and at once in a browser-only
 * render). Interactive parts (tabs, collapsing lists) switch on with it, so the server HTML and
 * the first browser render match, and a visitor without JavaScript sees every panel open.
 *
 * After hydration the part switches on in a transition, which React draws in slices between the
 * browser's own work. (A store whose server snapshot differs would do the same in one synchronous
 * render of every such part at once, right after hydration: a long task on a phone.) The page's
 * live mark waits for the switch.
 */
export function useHydrated(): boolean {
  const serverRender = useServerRender();
  const [hydrated, setHydrated] = useState(!serverRender);
  useEffect(() => {
    if (hydrated) return undefined;
    const release = holdPageLive();
    // A switch that cannot be drawn yet (a transition of the same task still suspended, or a
    // section below this part given new props while it waits for the viewport) must not hold the
    // page for ever: the sections further down only come once the page is live.
    const timer = setTimeout(release, SWITCH_HOLD_LIMIT_MS);
    startTransition(() => setHydrated(true));
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [hydrated]);
  return hydrated;
}
