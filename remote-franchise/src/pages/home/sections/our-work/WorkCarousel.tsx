import { useId, type ReactNode } from 'react';
import type { GalleryImage } from '@handyman/shared';
import { useScrollRow } from './use-scroll-row';
import { WorkPhoto } from './WorkPhoto';
import styles from './OurWork.module.css';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface WorkCarouselProps {
  images: GalleryImage[];
  label: string;
  /** Shown beside the previous / next buttons (the link to the full gallery). */
  children?: ReactNode;
}

/** More than three photos: a row that snaps photo by photo, swiped on phones or stepped with the buttons. */
export function WorkCarousel({ images, label, children }: WorkCarouselProps) {
  const rowId = useId();
  const { rowRef, atStart, atEnd, step, onScroll } = useScrollRow();
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={rowRef} id={rowId} className={styles.row} tabIndex={0} onScroll={onScroll} data-testid="our-work-row">
        {images.map((image, index) => (
          <li key={image.ID ?? `${image.Value}-${index}`} className={styles.slide}>
            <WorkPhoto image={image} />
          </li>
        ))}
      </ul>
      <div className={styles.controls}>
        {children}
        <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-controls={rowId} aria-disabled={atStart} onClick={() => !atStart && step(-1)}>
          <Arrow direction="previous" />
          <span className="visually-hidden">Previous photos</span>
        </button>
        <button type="button" className={styles.arrow} aria-controls={rowId} aria-disabled={atEnd} onClick={() => !atEnd && step(1)}>
          <Arrow direction="next" />
          <span className="visually-hidden">Next photos</span>
        </button>
      </div>
    </div>
  );
}
