import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onChange` when the visitor moves to another page or hash, not for the page the menu was
 * first drawn on. A menu closes itself this way: it is closed on its first page already, and
 * setting its state all the same there would make React draw the app again at once, right after
 * hydration (a long task on a phone).
 */
export function usePageChange(onChange: () => void): void {
  const { pathname, hash } = useLocation();
  const shownFor = useRef(`${pathname}${hash}`);
  useEffect(() => {
    const now = `${pathname}${hash}`;
    if (now === shownFor.current) return;
    shownFor.current = now;
    onChange();
  }, [pathname, hash, onChange]);
}
