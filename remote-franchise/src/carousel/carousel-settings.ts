import { autoplayCarouselSettings, type CarouselSettings as Settings } from '@handyman/trays/carousel';

// Carousel settings by viewport width, for the reviews and the our-work gallery. Widths are read
// in an effect, so the server and the first render never need one.

/** Reviews: 3 from 1024 px, 2 from 600 px, 1 below. */
export function reviewSlidesToShow(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 600) return 2;
  return 1;
}

export const REVIEW_AUTOPLAY_MS = 7000;
export const REVIEW_TRANSITION_MS = 1500;

/**
 * Reviews: autoplay every 7 s with a 1.5 s transition, wrapping round, paused on hover and focus,
 * and still for visitors who ask for reduced motion. Slick can only fade one slide at a time, so
 * the fade is used where one review shows; wider, the row slides.
 */
export function reviewCarouselSettings(width: number, reducedMotion: boolean): Settings {
  const slidesToShow = reviewSlidesToShow(width);
  return autoplayCarouselSettings({
    slidesToShow,
    autoplayMs: REVIEW_AUTOPLAY_MS,
    transitionMs: REVIEW_TRANSITION_MS,
    reducedMotion,
    fade: slidesToShow === 1,
  });
}

/** Our work: 3 photos from 1024 px, 2 from 600 px, 1 below (as the reviews); moved by the visitor only. */
export function workCarouselSettings(width: number, reducedMotion: boolean): Settings {
  const slidesToShow = reviewSlidesToShow(width);
  return {
    slidesToShow,
    slidesToScroll: 1,
    infinite: true,
    autoplay: false,
    speed: reducedMotion ? 0 : 500,
    dots: false,
    arrows: true,
    waitForAnimate: false,
  };
}
