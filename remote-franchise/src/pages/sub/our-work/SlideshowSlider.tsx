import { useEffect, useRef, useState } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { MediaImageView } from '@handyman/platform/base';
import { carouselClassNames as carousel } from '@handyman/trays/carousel';
import type { WorkPhoto } from './work-photos';
import styles from './Slideshow.module.css';

// The photo fills the slider: on a phone the dialog's width less its margins and padding; from 600 px
// the dialog is 80% of the screen, less the arrows' room and its padding (16 px a side, 32 from 700 px
// at the latest).
const SLIDE_SIZES = '(min-width: 700px) calc(80vw - 168px), (min-width: 600px) calc(80vw - 136px), calc(100vw - 32px)';

export interface SlideshowSliderProps {
  images: WorkPhoto[];
  /** The photo to show; the slider moves there when it changes (the arrow keys, handled by the dialog). */
  index: number;
  onChange: (index: number) => void;
  reducedMotion: boolean;
}

function Arrow({ direction, onMove }: { direction: 'previous' | 'next'; onMove: () => void }) {
  // react-slick gives its arrows its own onClick; this one moves the dialog's index instead, which the slider follows.
  return (
    <button
      type="button"
      className={`${carousel.arrow} ${styles[direction]}`}
      onClick={onMove}
      aria-label={direction === 'previous' ? 'Previous photo' : 'Next photo'}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * react-slick, one photo at a time from the chosen one. `index` (the dialog's) is the one source of
 * truth: the arrow keys and buttons change it and the slider follows; a swipe, the one move the slider
 * makes itself, is reported through `onChange`.
 */
export default function SlideshowSlider({ images, index, onChange, reducedMotion }: SlideshowSliderProps) {
  const slider = useRef<Slider>(null);
  // The slide the slider is showing or moving to.
  const shown = useRef(index);
  // Set when a drag or swipe starts moving the slides, until react-slick announces where it goes.
  const swiped = useRef(false);
  const [initialSlide] = useState(index);
  const count = images.length;
  useEffect(() => {
    const from = shown.current;
    if (index === from) return;
    shown.current = index;
    // A drag too short to move the slider leaves `swiped` set; this move is not one.
    swiped.current = false;
    // react-slick runs each move a tick later and from its own idea of the current slide, which lags
    // when moves come fast; an absolute target cannot be undone by the one before it. A neighbour
    // across the ends goes to the clone beside it (-1, count), one step, not a run back over all.
    if (from === count - 1 && index === 0) slider.current?.slickGoTo(count);
    else if (from === 0 && index === count - 1) slider.current?.slickGoTo(-1);
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
      prevArrow={<Arrow direction="previous" onMove={() => onChange((index - 1 + count) % count)} />}
      nextArrow={<Arrow direction="next" onMove={() => onChange((index + 1) % count)} />}
      // react-slick 0.31 drops the documented onSwipe (not among its known settings); swipeEvent is
      // what it calls when a drag starts moving the slides.
      swipeEvent={() => {
        swiped.current = true;
      }}
      beforeChange={(_current, next) => {
        if (!swiped.current) return;
        swiped.current = false;
        shown.current = next;
        onChange(next);
      }}
    >
      {images.map((photo, position) => (
        <figure key={`${photo.key}-${position}`} className={styles.slide}>
          <MediaImageView image={photo.image} className={styles.image} sizes={SLIDE_SIZES} />
          {photo.description ? <figcaption className={styles.caption}>{photo.description}</figcaption> : null}
        </figure>
      ))}
    </Slider>
  );
}
