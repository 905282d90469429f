import { lazy, Suspense, type ReactNode } from 'react';
import type { Settings } from 'react-slick';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@handyman/platform/page-tools';
import { useNearViewport } from './use-near-viewport';
import { useViewportWidth } from './use-viewport-width';
import styles from './Carousel.module.css';

// react-slick (and slick-carousel's stylesheet) load only on pages that show a carousel.
const SlickCarousel = lazy(() => import('./SlickCarousel'));

export interface CarouselProps {
  /** Names the carousel region, e.g. 'Customer reviews'. */
  label: string;
  /** Names one slide for the controls, e.g. 'review' ('Next review', 'Show review 2'). */
  itemName: string;
  settingsFor: (width: number, reducedMotion: boolean) => Settings;
  /** The slides. */
  children: ReactNode[];
  /**
   * What the server and the first browser render show (e.g. every item, laid out by CSS, or the
   * first slide), so the page reads the same without scripts and hydrates without a mismatch; the
   * carousel replaces it once the window's width is known, the element is near the viewport and
   * react-slick has loaded. It sits inside the carousel's insets (room for the arrows and the
   * slides' gutters), so content as wide as a slide keeps its width when the carousel takes over.
   */
  fallback: ReactNode;
}

/** A react-slick carousel with settings by window width, rendered only in the browser, once near the viewport. */
export function Carousel({ label, itemName, settingsFor, children, fallback }: CarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const width = useViewportWidth(near);
  // Laid out like the carousel (same insets and gaps), so the page does not shift when it takes over;
  // the carousel takes over once the visitor scrolls near it.
  const placeholder = (
    <div ref={nearRef} className={styles.fallback}>
      {fallback}
    </div>
  );
  if (width === undefined || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SlickCarousel label={label} itemName={itemName} settings={settingsFor(width, reducedMotion)}>
        {children}
      </SlickCarousel>
    </Suspense>
  );
}
