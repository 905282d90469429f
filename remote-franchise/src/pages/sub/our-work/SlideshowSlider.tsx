import { useEffect, useRef } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { GalleryImage } from '@handyman/shared';
import { MediaImage } from '@handyman/shared/ui';
import { carouselClassNames as carousel } from '@handyman/shared/carousel';
import styles from './Slideshow.module.css';

export interface SlideshowSliderProps {
  images: GalleryImage[];
  start: number;
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

/** react-slick, one photo at a time from the chosen one; swipe, the arrow buttons or the arrow keys move it. */
export default function SlideshowSlider({ images, start, onChange, reducedMotion }: SlideshowSliderProps) {
  const slider = useRef<Slider>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') slider.current?.slickPrev();
      if (event.key === 'ArrowRight') slider.current?.slickNext();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Slider
      ref={slider}
      className={styles.slider}
      initialSlide={start}
      slidesToShow={1}
      infinite
      speed={reducedMotion ? 0 : 400}
      // A press during the 400 ms slide moves on from where it is going, never dropped.
      waitForAnimate={false}
      accessibility={false}
      prevArrow={<Arrow direction="previous" />}
      nextArrow={<Arrow direction="next" />}
      beforeChange={(_current, next) => onChange(next)}
    >
      {images.map((image, index) => (
        <figure key={image.ID ?? `${image.Value}-${index}`} className={styles.slide}>
          <MediaImage image={image} className={styles.image} />
          {image.Description ? <figcaption className={styles.caption}>{image.Description}</figcaption> : null}
        </figure>
      ))}
    </Slider>
  );
}
