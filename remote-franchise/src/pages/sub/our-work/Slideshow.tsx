import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Spinner } from '@handyman/platform/base';
import { Dialog } from '@handyman/platform/offices';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@handyman/platform/page-tools';
import type { WorkPhoto } from './work-photos';
import styles from './Slideshow.module.css';

const SlideshowSlider = lazy(() => import('./SlideshowSlider'));

export interface SlideshowProps {
  images: WorkPhoto[];
  /** The photo the visitor chose ('Info'). */
  start: number;
  onClose: () => void;
}

/** The gallery as a slideshow in a large modal (80% by 80%), starting at the chosen photo. */
export function Slideshow({ images, start, onClose }: SlideshowProps) {
  const titleId = useId();
  const [current, setCurrent] = useState(start);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // The arrow keys move the slideshow from the moment it opens, while the slider's code may still be
  // on its way: the index lives here, and the slider follows it once it is in.
  useEffect(() => {
    const count = images.length;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setCurrent((index) => (index + 1) % count);
      if (event.key === 'ArrowLeft') setCurrent((index) => (index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [images.length]);
  return (
    <Dialog titleId={titleId} onClose={onClose} size="large">
      <div className={styles.body} data-testid="slideshow">
        <h2 id={titleId} className={styles.title}>
          Project photos{' '}
          <span className={styles.count}>
            ({current + 1} of {images.length})
          </span>
        </h2>
        <Suspense fallback={<Spinner />}>
          <SlideshowSlider images={images} index={current} onChange={setCurrent} reducedMotion={reducedMotion} />
        </Suspense>
      </div>
    </Dialog>
  );
}
