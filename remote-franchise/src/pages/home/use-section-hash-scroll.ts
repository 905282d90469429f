import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement } from '@handyman/shared/ui';
import { stickyTopHeight } from '../../office/header/office-bar';
import { SECTION_SCROLL_DELAY_MS, sectionScrollOffset } from './section-scroll';

/**
 * Brings the section the address hash names (#reviews, #our-work, ...) into view once the page
 * has rendered, and again on every navigation to a hash: content arrives after the browser's own
 * jump to the anchor, so that jump finds nothing. Hashes of other parts of the page (the tab
 * area's #GetEstimateLink) are left to them.
 */
export function useSectionHashScroll(page: RefObject<HTMLElement | null>): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    // Section anchors are plain words (reviews, our-work), so the hash needs no decoding.
    const id = hash.slice(1);
    if (!id) return undefined;
    let cancelScroll = () => undefined as void;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target || !page.current?.contains(target) || target.tagName !== 'SECTION') return;
      // Keyboard and screen reader users continue from the section they jumped to.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      cancelScroll = scrollToElement(target, () => sectionScrollOffset(id, window.innerWidth, stickyTopHeight()));
    }, SECTION_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelScroll();
    };
  }, [hash, key, page]);
}
