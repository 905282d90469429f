import type { GalleryImage } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/base';
import styles from './OurWork.module.css';

/** A slide of the carousel: one across a phone, two from 600 px, three from 1024 (its padding and the arrows' room aside). */
export const WORK_PHOTO_SIZES =
  '(min-width: 1300px) 348px, (min-width: 1200px) 335px, (min-width: 1024px) calc((100vw - 196px) / 3), (min-width: 768px) calc((100vw - 176px) / 2), (min-width: 600px) calc((100vw - 160px) / 2), calc(100vw - 140px)';

/**
 * Three photos or fewer are a grid instead: the container's width on a phone; from 600 px as many
 * columns of at least 220 px (16 px gaps) as there are photos and room for, stretched to the row.
 */
export const WORK_GRID_SIZES: Record<1 | 2 | 3, string> = {
  1: '(min-width: 1300px) 1192px, (min-width: 1200px) 1152px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)',
  2: '(min-width: 1300px) 588px, (min-width: 1200px) 568px, (min-width: 768px) calc((100vw - 64px) / 2), (min-width: 600px) calc((100vw - 48px) / 2), calc(100vw - 32px)',
  3: '(min-width: 1300px) 387px, (min-width: 1200px) 374px, (min-width: 768px) calc((100vw - 80px) / 3), (min-width: 724px) calc((100vw - 64px) / 3), (min-width: 600px) calc((100vw - 48px) / 2), calc(100vw - 32px)',
};

/**
 * A finished project: the photo and, when content describes it, a caption. In a carousel the
 * first slides are eager (the carousel is built near the screen, and the next slide must be ready
 * when the visitor moves on); the rest load as they come into view.
 */
export function WorkPhoto({ image, eager = false, sizes = WORK_PHOTO_SIZES }: { image: GalleryImage; eager?: boolean; sizes?: string }) {
  const caption = image.Description?.trim();
  return (
    <figure className={styles.figure}>
      <MediaImage
        className={styles.image}
        image={image}
        width={Number(image.Width) || 800}
        height={Number(image.Height) || 600}
        sizes={sizes}
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
