import { Carousel } from '@handyman/trays/carousel';
import { workCarouselSettings } from '../../../../carousel/carousel-settings';
import type { OurWorkView } from './gallery';
import { WorkPhoto } from './WorkPhoto';
import styles from './OurWork.module.css';

/**
 * The slides a wide screen shows at first (a phone's first and its next two): the rest load as
 * they slide into view, so a visitor who scrolls past the carousel pays for three photos, not 15.
 */
const EAGER_SLIDES = 3;

/**
 * More than three photos: a react-slick carousel with named previous / next buttons. On the server
 * and without scripts, a row the visitor swipes (CSS scroll snapping).
 */
export function WorkCarousel({ images, label }: { images: OurWorkView['images']; label: string }) {
  const row = (
    <ul className={styles.row} tabIndex={0} aria-label={label} data-testid="our-work-row">
      {images.map(({ key, image }) => (
        <li key={key} className={styles.slide}>
          <WorkPhoto image={image} />
        </li>
      ))}
    </ul>
  );
  return (
    <Carousel label={label} itemName="photo" settingsFor={workCarouselSettings} fallback={row}>
      {images.map(({ key, image }, index) => (
        <WorkPhoto key={key} image={image} eager={index < EAGER_SLIDES} />
      ))}
    </Carousel>
  );
}
