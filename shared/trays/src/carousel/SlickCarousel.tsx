import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import styles from './Carousel.module.css';

interface ArrowProps {
  direction: 'previous' | 'next';
  label: string;
  // Set by react-slick when it clones the arrow.
  onClick?: () => void;
  className?: string;
  style?: CSSProperties;
}

function Arrow({ direction, label, onClick }: ArrowProps) {
  return (
    <button type="button" className={`${styles.arrow} ${styles[direction]}`} onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
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

export interface SlickCarouselProps {
  label: string;
  itemName: string;
  settings: Settings;
  children: ReactNode[];
}

/**
 * react-slick with named arrow and dot buttons and, while it autoplays, a pause / play button
 * (autoplay also pauses on hover and focus). Loaded lazily by Carousel.
 */
export default function SlickCarousel({ label, itemName, settings, children }: SlickCarouselProps) {
  const slider = useRef<Slider>(null);
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    if (paused) slider.current?.slickPlay();
    else slider.current?.slickPause();
    setPaused(!paused);
  };
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-slides-to-show={settings.slidesToShow}
    >
      <Slider
        ref={slider}
        {...settings}
        autoplay={settings.autoplay && !paused}
        className={styles.slider}
        prevArrow={<Arrow direction="previous" label={`Previous ${itemName}`} />}
        nextArrow={<Arrow direction="next" label={`Next ${itemName}`} />}
        customPaging={(index) => <button type="button" aria-label={`Show ${itemName} ${index + 1}`} />}
        dotsClass={styles.dots}
        // react-slick's own list sets display: block inline, which would stack the dots in a column.
        appendDots={(dots) => <ul>{dots}</ul>}
      >
        {children}
      </Slider>
      {settings.autoplay ? (
        <button type="button" className={styles.pause} onClick={toggle} aria-pressed={paused}>
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
    </div>
  );
}
