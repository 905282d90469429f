import { REDUCED_MOTION_QUERY } from './use-media-query';

/** Length of the smooth scroll animation: 500 ms, long enough to follow, short enough not to wait for. */
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
 * How long after the animation the element is kept in place while the page above it settles (code
 * that arrives late on a slow phone, a carousel taking over from its plain list).
 */
export const SCROLL_SETTLE_MS = 2500;

const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window until the element's top sits `offset` pixels below the top of the viewport,
 * animated over 500 ms (instantly for visitors who ask for reduced motion). The target is read again
 * on every frame, and for a moment after the animation the element is landed again: content above it
 * that changes height meanwhile (a picture arriving, a carousel taking over, a sticky bar changing
 * size; pass `offset` as a function for that) cannot leave it off its mark. The visitor's own wheel,
 * touch, key, pointer or scroll bar stops it. Returns a function that cancels it.
 */
export function scrollToElement(element: Element, offset: number | (() => number), durationMs = SCROLL_ANIMATION_MS): () => void {
  const offsetNow = typeof offset === 'function' ? offset : () => offset;
  const target = () => Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY - offsetNow()));
  const from = window.scrollY;
  const animated = durationMs > 0 && !prefersReducedMotion() && from !== target();
  if (!animated) window.scrollTo(0, target());
  const animationMs = animated ? durationMs : 0;
  let frame = 0;
  let startedAt: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOP_EVENTS) window.removeEventListener(type, stop);
  };
  // Where this scroll last put the window: a window found elsewhere was scrolled by someone else
  // (the scroll bar, the browser keeping content in place), and this scroll stops.
  let placed = window.scrollY;
  const scrollTo = (y: number) => {
    window.scrollTo(0, y);
    placed = window.scrollY;
  };
  const step = (now: number) => {
    startedAt ??= now;
    const elapsed = now - startedAt;
    const to = target();
    if (elapsed < animationMs) scrollTo(Math.round(from + (to - from) * easeInOut(elapsed / animationMs)));
    else if (Math.abs(window.scrollY - placed) > 1) return stop();
    else if (Math.abs(window.scrollY - to) >= 1) scrollTo(to);
    if (elapsed < animationMs + SCROLL_SETTLE_MS) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of STOP_EVENTS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
