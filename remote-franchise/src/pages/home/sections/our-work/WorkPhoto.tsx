import type { GalleryImage } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import styles from './OurWork.module.css';

/** A finished project: the photo and, when content describes it, a caption. Eager in a carousel, whose off-screen slides a lazy image would never fetch before they slide in. */
export function WorkPhoto({ image, eager = false }: { image: GalleryImage; eager?: boolean }) {
  const caption = image.Description?.trim();
  return (
    <figure className={styles.figure}>
      <MediaImage
        className={styles.image}
        image={image}
        width={Number(image.Width) || 800}
        height={Number(image.Height) || 600}
        loading={eager ? 'eager' : 'lazy'}
      />
      {/* A caption that repeats the alternate text is for the eye only: screen readers heard it already. */}
      {caption ? (
        <figcaption className={styles.caption} aria-hidden={caption === image.AlternateText ? true : undefined}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
