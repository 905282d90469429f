import { useEffect, useRef, useState } from 'react';

export type BackToTopState = 'hidden' | 'shown' | 'leaving';

/** The button fades out after a 500 ms delay, over 1 s, once scrolled back up. */
export const FADE_DELAY_MS = 500;
export const FADE_MS = 1000;

/** Shown once the page is scrolled past half the window height. */
export function isPastHalfWindow(scrollY: number, windowHeight: number): boolean {
  return scrollY > windowHeight / 2;
}

/**
 * The back-to-top button's state: 'shown' past half the window height; scrolled back, 'leaving'
 * while it fades (delay + fade), then 'hidden'. Scrolling down again while leaving shows it at once.
 */
export function useBackToTop(): BackToTopState {
  const [state, setState] = useState<BackToTopState>('hidden');
  const current = useRef<BackToTopState>('hidden');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const set = (next: BackToTopState) => {
      current.current = next;
      setState(next);
    };
    const update = () => {
      if (isPastHalfWindow(window.scrollY, window.innerHeight)) {
        clearTimeout(timer);
        if (current.current !== 'shown') set('shown');
      } else if (current.current === 'shown') {
        set('leaving');
        timer = setTimeout(() => set('hidden'), FADE_DELAY_MS + FADE_MS);
      }
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return state;
}
