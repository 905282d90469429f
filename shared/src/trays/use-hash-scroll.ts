import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element the address hash names, when it is inside this container, after a delay
 * (so images and trays above have laid out) and offset below the sticky header.
 */
export function useHashScroll(container: RefObject<HTMLElement | null>, delayMs: number, offsetPx: number): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return undefined;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target || !container.current?.contains(target)) return;
      const top = target.getBoundingClientRect().top + window.scrollY - offsetPx;
      window.scrollTo({ top, behavior: 'smooth' });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, container, delayMs, offsetPx]);
}
