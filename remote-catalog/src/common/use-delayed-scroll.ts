import { useEffect, useEffectEvent } from 'react';
import type { scrollToElement } from '@handyman/platform/page-tools';

type ScrollToElement = typeof scrollToElement;

/**
 * The platform's animated scroll, fetched the first time a page has somewhere to scroll: a remote
 * takes a shared entry whole, and the packages page needs nothing else of /page-tools, so it does
 * not fetch that entry at its start. A fetch that fails is asked for again next time.
 */
let scrollCode: Promise<ScrollToElement> | undefined;
function loadScrollToElement(): Promise<ScrollToElement> {
  scrollCode ??= import('@handyman/platform/page-tools').then(
    (tools) => tools.scrollToElement,
    (error: unknown) => {
      scrollCode = undefined;
      throw error;
    },
  );
  return scrollCode;
}

/**
 * How long past its time a scroll waits for its code (a slow or failing fetch) before it jumps
 * instead: later, the visitor may have scrolled on their own.
 */
export const SCROLL_CODE_WAIT_MS = 1000;

/** Without the animated scroll's code (its fetch failed or is late): straight there. */
function jumpTo(element: Element, offset: number): () => void {
  window.scrollTo(0, Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY - offset)));
  return () => undefined;
}

/**
 * After `delayMs`, scrolls so the element `target()` returns sits `offset(viewportWidth)` px below
 * the top of the window. Runs again when `trigger` changes (e.g. the address hash and its navigation
 * key); null schedules nothing. A newer trigger or unmounting cancels a pending scroll. The scroll's
 * code is fetched as soon as there is a trigger, while the delay runs.
 */
export function useDelayedScroll(
  trigger: string | null,
  target: () => Element | null,
  delayMs: number,
  offset: (width: number) => number,
): void {
  const scroll = useEffectEvent((scrollToElement: ScrollToElement | null) => {
    const element = target();
    if (!element) return () => undefined;
    const px = offset(window.innerWidth);
    return scrollToElement ? scrollToElement(element, px) : jumpTo(element, px);
  });
  useEffect(() => {
    if (trigger === null) return undefined;
    let pending = true;
    let cancelScroll = () => undefined as void;
    let giveUp: number | undefined;
    // Once: with the code if it is in by then, else without it; a late answer changes nothing.
    const scrollOnce = (scrollToElement: ScrollToElement | null) => {
      if (!pending) return;
      pending = false;
      window.clearTimeout(giveUp);
      cancelScroll = scroll(scrollToElement);
    };
    const code = loadScrollToElement().catch(() => null);
    const timer = window.setTimeout(() => {
      void code.then(scrollOnce);
      giveUp = window.setTimeout(() => scrollOnce(null), SCROLL_CODE_WAIT_MS);
    }, delayMs);
    return () => {
      pending = false;
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      cancelScroll();
    };
  }, [trigger, delayMs]);
}
