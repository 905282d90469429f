import { useState } from 'react';
import { MediaImageView } from '@handyman/platform/base';
import { filterChoices, filterImages, SHOW_ALL } from './gallery-filter';
import { Slideshow } from './Slideshow';
import type { WorkPhoto } from './work-photos';
import styles from './OurWorkPage.module.css';

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
            <MediaImageView image={photo.image} className={styles.tileImage} sizes="(min-width: 768px) 400px, 100vw" />
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
