import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches now; follows changes. False where matchMedia is missing, on the
 * server, and while the page hydrates (the server cannot know the screen): a part that differs on
 * a phone switches with useHydrated's transition after hydration, not in a synchronous render of
 * every such part at once.
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => hydrated && (mediaQueryList(query)?.matches ?? false), [hydrated, query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
