import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { hashName, scrollToElement } from '@handyman/platform/ui';

/**
 * Scrolls to the element the address hash names, when it is inside this container, after a delay
 * (so images and trays above have laid out) and offset below the sticky header. A malformed hash
 * (#100%) names nothing here rather than throwing.
 */
export function useHashScroll(container: RefObject<HTMLElement | null>, delayMs: number, offsetPx: number): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hashName(hash);
    if (!id) return undefined;
    let cancelScroll = () => undefined as void;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target || !container.current?.contains(target)) return;
      cancelScroll = scrollToElement(target, offsetPx);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      cancelScroll();
    };
  }, [hash, container, delayMs, offsetPx]);
}
