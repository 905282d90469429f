import type { GalleryImage } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/base';
import styles from './OurWork.module.css';

/** A photo's width: a third of the row from 1024 px (the row is at most 1200 px), half from 600 px, the whole row below. */
// A slide of the carousel: one across a phone, two from 600 px, three from 1024 (its padding and the arrows' room aside).
export const WORK_PHOTO_SIZES =
  '(min-width: 1300px) 348px, (min-width: 1200px) 335px, (min-width: 1024px) calc((100vw - 196px) / 3), (min-width: 768px) calc((100vw - 176px) / 2), (min-width: 600px) calc((100vw - 160px) / 2), calc(100vw - 140px)';

/**
 * A finished project: the photo and, when content describes it, a caption. In a carousel the
 * first slides are eager (the carousel is built near the screen, and the next slide must be ready
 * when the visitor moves on); the rest load as they come into view.
 */
export function WorkPhoto({ image, eager = false }: { image: GalleryImage; eager?: boolean }) {
  const caption = image.Description?.trim();
  return (
    <figure className={styles.figure}>
      <MediaImage
        className={styles.image}
        image={image}
        width={Number(image.Width) || 800}
        height={Number(image.Height) || 600}
        sizes={WORK_PHOTO_SIZES}
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
