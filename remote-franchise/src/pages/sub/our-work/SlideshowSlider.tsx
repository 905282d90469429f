import { useEffect, useRef, useState } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { GalleryImage } from '@handyman/shared';
import { MediaImage } from '@handyman/shared/ui';
import { carouselClassNames as carousel } from '@handyman/shared/carousel';
import styles from './Slideshow.module.css';

export interface SlideshowSliderProps {
  images: GalleryImage[];
  /** The photo to show; the slider moves there when it changes (the arrow keys, handled by the dialog). */
  index: number;
  onChange: (index: number) => void;
  reducedMotion: boolean;
}

function Arrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick?: () => void }) {
  return (
    <button type="button" className={`${carousel.arrow} ${styles[direction]}`} onClick={onClick} aria-label={direction === 'previous' ? 'Previous photo' : 'Next photo'}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** react-slick, one photo at a time from the chosen one; swipe and the arrow buttons move it, and it follows `index`. */
export default function SlideshowSlider({ images, index, onChange, reducedMotion }: SlideshowSliderProps) {
  const slider = useRef<Slider>(null);
  // The slide the slider is showing or moving to; `index` differing from it is a move asked from outside.
  const shown = useRef(index);
  const [initialSlide] = useState(index);
  const count = images.length;
  useEffect(() => {
    const from = shown.current;
    if (index === from) return;
    shown.current = index;
    // A neighbour is one step, the last photo's next the first (infinite), not a run back over all.
    if (index === (from + 1) % count) slider.current?.slickNext();
    else if (index === (from - 1 + count) % count) slider.current?.slickPrev();
    else slider.current?.slickGoTo(index);
  }, [index, count]);
  return (
    <Slider
      ref={slider}
      className={styles.slider}
      initialSlide={initialSlide}
      slidesToShow={1}
      infinite
      speed={reducedMotion ? 0 : 400}
      // A press during the 400 ms slide moves on from where it is going, never dropped.
      waitForAnimate={false}
      accessibility={false}
      prevArrow={<Arrow direction="previous" />}
      nextArrow={<Arrow direction="next" />}
      beforeChange={(_current, next) => {
        shown.current = next;
        onChange(next);
      }}
    >
      {images.map((image, position) => (
        <figure key={image.ID ?? `${image.Value}-${position}`} className={styles.slide}>
          <MediaImage image={image} className={styles.image} />
          {image.Description ? <figcaption className={styles.caption}>{image.Description}</figcaption> : null}
        </figure>
      ))}
    </Slider>
  );
}
