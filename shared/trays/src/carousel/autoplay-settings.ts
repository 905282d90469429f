import type { Settings } from 'react-slick';

/**
 * The settings every autoplaying carousel of the site shares: wrapping round, dots and arrows,
 * paused on hover and focus, still (no autoplay, no animation) for visitors who ask for reduced
 * motion, and a press during a transition taken rather than dropped.
 */
export function autoplayCarouselSettings(options: {
  slidesToShow: number;
  autoplayMs: number;
  transitionMs: number;
  reducedMotion: boolean;
  fade?: boolean;
}): Settings {
  const { slidesToShow, autoplayMs, transitionMs, reducedMotion, fade = false } = options;
  return {
    slidesToShow,
    slidesToScroll: 1,
    fade,
    infinite: true,
    autoplay: !reducedMotion,
    autoplaySpeed: autoplayMs,
    speed: reducedMotion ? 0 : transitionMs,
    pauseOnHover: true,
    pauseOnFocus: true,
    pauseOnDotsHover: true,
    dots: true,
    arrows: true,
    waitForAnimate: false,
  };
}
