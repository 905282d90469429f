import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Tells events that happened before this component went live in the browser. A server-rendered form
 * can be typed into before the page hydrates; React then replays the focus that came first, and a
 * clear-on-focus rule would wipe what the visitor had typed. Event time stamps and performance.now()
 * share the page's clock.
 */
export function useHappenedBeforeHydration(): (event: { timeStamp: number }) => boolean {
  const liveSince = useRef(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    liveSince.current = performance.now();
  }, []);
  return useCallback((event) => event.timeStamp < liveSince.current, []);
}
