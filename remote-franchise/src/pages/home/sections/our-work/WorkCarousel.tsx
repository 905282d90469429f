import type { GalleryImage } from '@handyman/contracts';
import { Carousel } from '@handyman/trays/carousel';
import { workCarouselSettings } from '../../../../carousel/carousel-settings';
import { WorkPhoto } from './WorkPhoto';
import styles from './OurWork.module.css';

/**
 * More than three photos: a react-slick carousel with named previous / next buttons. On the server
 * and without scripts, a row the visitor swipes (CSS scroll snapping).
 */
export function WorkCarousel({ images, label }: { images: GalleryImage[]; label: string }) {
  const key = (image: GalleryImage, index: number) => image.ID ?? `${image.Value}-${index}`;
  const row = (
    <ul className={styles.row} tabIndex={0} aria-label={label} data-testid="our-work-row">
      {images.map((image, index) => (
        <li key={key(image, index)} className={styles.slide}>
          <WorkPhoto image={image} />
        </li>
      ))}
    </ul>
  );
  return (
    <Carousel label={label} itemName="photo" settingsFor={workCarouselSettings} fallback={row}>
      {images.map((image, index) => (
        <WorkPhoto key={key(image, index)} image={image} eager />
      ))}
    </Carousel>
  );
}
