import { useState } from 'react';
import { MediaImageView } from '@handyman/platform/base';
import { filterChoices, filterImages, SHOW_ALL } from './gallery-filter';
import { Slideshow } from './Slideshow';
import type { WorkPhoto } from './work-photos';
import styles from './OurWorkPage.module.css';

// Tiles of at least 240 px with 16 px gaps fill the container's row (auto-fill), less each tile's
// border: one, two from 528 px, three from 800, four from 1056.
const TILE_SIZES =
  '(min-width: 1300px) 284px, (min-width: 1200px) 274px, (min-width: 1056px) calc((100vw - 104px) / 4), (min-width: 800px) calc((100vw - 86px) / 3), (min-width: 768px) calc((100vw - 68px) / 2), (min-width: 528px) calc((100vw - 52px) / 2), calc(100vw - 34px)';

/**
 * The office's photos with a category filter (Show All first) and, on each photo, 'Info' opening
 * the slideshow of the photos shown at that photo.
 */
export function WorkGallery({ images }: { images: WorkPhoto[] }) {
  const [choice, setChoice] = useState(SHOW_ALL);
  const [open, setOpen] = useState<number | null>(null);
  const shown = filterImages(images, choice);
  return (
    <section className={styles.gallery} aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Project Gallery</h2>
      <div className={styles.filters} role="group" aria-label="Show photos of">
        {filterChoices(images).map((category) => (
          <button
            key={category}
            type="button"
            className={styles.filter}
            aria-pressed={choice === category}
            onClick={() => setChoice(category)}
          >
            {category}
          </button>
        ))}
      </div>
      <p className={styles.shownCount} aria-live="polite">
        {shown.length === 1 ? '1 photo' : `${shown.length} photos`}
        {choice === SHOW_ALL ? '' : ` of ${choice}`}
      </p>
      <ul className={styles.grid} data-testid="work-gallery">
        {shown.map((photo, index) => (
          <li key={photo.key} className={styles.tile}>
            <MediaImageView image={photo.image} className={styles.tileImage} sizes={TILE_SIZES} />
            <div className={styles.tileBar}>
              <span className={styles.tileText}>{photo.categoryText}</span>
              <button
                type="button"
                className={styles.info}
                onClick={() => setOpen(index)}
                aria-label={`Info: ${photo.image.alt || photo.description || `photo ${index + 1}`}`}
              >
                Info
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open !== null ? <Slideshow images={shown} start={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
