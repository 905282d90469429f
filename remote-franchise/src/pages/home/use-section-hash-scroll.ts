import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement } from '@handyman/platform/page-tools';
import { stickyTopHeight } from '../../office/header/office-bar';
import { SECTION_SCROLL_DELAY_MS, sectionScrollOffset } from './section-scroll';

/** What the visitor does that the jump must not undo (the scroll itself stops on the same). */
const VISITOR_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the section the address hash names (#reviews, #our-work, ...) into view once the page
 * has rendered, and again on every navigation to a hash: content arrives after the browser's own
 * jump to the anchor, so that jump finds nothing. Hashes of other parts of the page (the tab
 * area's #GetEstimateLink) are left to them. A visitor who taps, scrolls or types while the jump
 * waits has started on something else: the jump is dropped, so it never takes their focus (a
 * dialog they just closed gives it back to its button) or moves the page from under them.
 */
export function useSectionHashScroll(page: RefObject<HTMLElement | null>): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    // Section anchors are plain words (reviews, our-work), so the hash needs no decoding.
    const id = hash.slice(1);
    if (!id) return undefined;
    let cancelScroll = () => undefined as void;
    const stopWaiting = () => {
      window.clearTimeout(timer);
      for (const type of VISITOR_EVENTS) window.removeEventListener(type, stopWaiting, true);
    };
    for (const type of VISITOR_EVENTS) window.addEventListener(type, stopWaiting, { capture: true, passive: true });
    const timer = window.setTimeout(() => {
      stopWaiting();
      const target = document.getElementById(id);
      if (!target || !page.current?.contains(target) || target.tagName !== 'SECTION') return;
      // Keyboard and screen reader users continue from the section they jumped to.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      cancelScroll = scrollToElement(target, () => sectionScrollOffset(id, window.innerWidth, stickyTopHeight()));
    }, SECTION_SCROLL_DELAY_MS);
    return () => {
      stopWaiting();
      cancelScroll();
    };
  }, [hash, key, page]);
}
