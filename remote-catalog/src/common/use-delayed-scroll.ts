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

/** Without the animated scroll's code (its fetch failed): straight there. */
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
    let active = true;
    let cancelScroll = () => undefined as void;
    const code = loadScrollToElement().catch(() => null);
    const timer = window.setTimeout(() => {
      void code.then((scrollToElement) => {
        if (active) cancelScroll = scroll(scrollToElement);
      });
    }, delayMs);
    return () => {
      active = false;
      window.clearTimeout(timer);
      cancelScroll();
    };
  }, [trigger, delayMs]);
}
