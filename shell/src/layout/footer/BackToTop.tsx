import { ArrowUpIcon } from '../icons';
import { HEADER_ID } from '../landmarks';
import { useBackToTop } from './use-back-to-top';
import styles from './BackToTop.module.css';

function scrollToTop(): void {
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // Keyboard users continue from the top of the page, not from a button that is fading away.
  document.getElementById(HEADER_ID)?.focus({ preventScroll: true });
}

/** The round back-to-top button, fixed at the bottom right once the visitor has scrolled down. */
export function BackToTop() {
  const state = useBackToTop();
  if (state === 'hidden') return null;
  const leaving = state === 'leaving';
  return (
    <button
      type="button"
      className={styles.button}
      data-state={state}
      data-testid="back-to-top"
      onClick={scrollToTop}
      aria-hidden={leaving || undefined}
      tabIndex={leaving ? -1 : undefined}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
