import { useState } from 'react';
import type { GalleryImage } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import { filterChoices, filterImages, SHOW_ALL } from './gallery-filter';
import { Slideshow } from './Slideshow';
import styles from './OurWorkPage.module.css';

/**
 * The office's photos with a category filter (Show All first) and, on each photo, 'Info' opening
 * the slideshow of the photos shown at that photo.
 */
export function WorkGallery({ images }: { images: GalleryImage[] }) {
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
        {shown.map((image, index) => (
          <li key={image.ID ?? image.Value} className={styles.tile}>
            <MediaImage image={image} className={styles.tileImage} />
            <div className={styles.tileBar}>
              <span className={styles.tileText}>{image.ImageCategories?.split('|').join(' · ')}</span>
              <button
                type="button"
                className={styles.info}
                onClick={() => setOpen(index)}
                aria-label={`Info: ${image.AlternateText || image.Description || `photo ${index + 1}`}`}
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
