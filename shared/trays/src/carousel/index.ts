// The react-slick carousel of the site's sliders (office reviews and work photos, the promise
// slider tray): a fallback on the server and until the visitor nears it, then react-slick, loaded
// lazily, with named arrow and dot buttons and a pause button while it autoplays.
import styles from './Carousel.module.css';

export { Carousel, type CarouselProps } from './Carousel';
export { autoplayCarouselSettings } from './autoplay-settings';
export { useNearViewport } from './use-near-viewport';
export { useViewportWidth } from './use-viewport-width';
export type { Settings as CarouselSettings } from 'react-slick';

/** The carousels' round arrow button, for a react-slick slider built by hand (the our-work slideshow). */
export const carouselClassNames = { arrow: styles.arrow } as const;
