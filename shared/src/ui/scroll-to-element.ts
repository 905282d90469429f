import { REDUCED_MOTION_QUERY } from './use-media-query';

/** Length of the smooth scroll animation (spec core.md section 9: scroll animation 500 ms). */
export const SCROLL_ANIMATION_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * The height of the site header while it stays on screen (sticky on phones), so a scroll target
 * lands below it; a header that scrolls away hides nothing. The site header is the page's first
 * <header> (a campaign page's slim header takes its place).
 */
export function stickyHeaderHeight(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const { position } = window.getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window until the element's top sits `offset` pixels below the top of the viewport,
 * animated over 500 ms (instantly for visitors who ask for reduced motion). The visitor's own wheel
 * or touch stops the animation. Returns a function that cancels it.
 */
export function scrollToElement(element: Element, offset: number, durationMs = SCROLL_ANIMATION_MS): () => void {
  const from = window.scrollY;
  const to = Math.max(0, Math.round(element.getBoundingClientRect().top + from - offset));
  if (durationMs <= 0 || prefersReducedMotion() || from === to) {
    window.scrollTo(0, to);
    return () => undefined;
  }
  let frame = 0;
  let startedAt: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, Math.round(from + (to - from) * easeInOut(progress)));
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
