import { useEffect, useEffectEvent } from 'react';
import { scrollToElement } from '@handyman/platform/page-tools';

/**
 * After `delayMs`, scrolls so the element `target()` returns sits `offset(viewportWidth)` px below
 * the top of the window. Runs again when `trigger` changes (e.g. the address hash and its navigation
 * key); null schedules nothing. A newer trigger or unmounting cancels a pending scroll.
 */
export function useDelayedScroll(
  trigger: string | null,
  target: () => Element | null,
  delayMs: number,
  offset: (width: number) => number,
): void {
  const scroll = useEffectEvent(() => {
    const element = target();
    return element ? scrollToElement(element, offset(window.innerWidth)) : () => undefined;
  });
  useEffect(() => {
    if (trigger === null) return undefined;
    let cancelScroll = () => undefined as void;
    const timer = window.setTimeout(() => {
      cancelScroll = scroll();
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      cancelScroll();
    };
  }, [trigger, delayMs]);
}
