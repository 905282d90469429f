import { TrayLink } from '@handyman/trays';
import { OfficeSection } from '../../../../office/section/OfficeSection';
import { workLayout, type OurWorkView } from './gallery';
import { WorkCarousel } from './WorkCarousel';
import { WORK_GRID_SIZES, WorkPhoto } from './WorkPhoto';
import styles from './OurWork.module.css';

const GALLERY_TEXT = 'See Full Gallery';

/** #our-work: up to 15 photos of the office's work (a grid, or a carousel above three) and its gallery page. */
export function OurWorkSection({ ourWork }: { ourWork: OurWorkView }) {
  const { heading, intro, images, galleryPage } = ourWork;
  if (images.length === 0) return null;
  const link = galleryPage ? (
    <TrayLink page={galleryPage} className="button-primary">
      {GALLERY_TEXT}
    </TrayLink>
  ) : null;
  const grid = workLayout(images.length) === 'grid';
  return (
    <OfficeSection id="our-work" heading={heading} intro={intro} actions={link}>
      {grid ? (
        <ul className={styles.grid} data-testid="our-work-grid">
          {images.map(({ key, image }) => (
            <li key={key}>
              <WorkPhoto image={image} sizes={WORK_GRID_SIZES[images.length as 1 | 2 | 3]} />
            </li>
          ))}
        </ul>
      ) : (
        <WorkCarousel images={images} label={`${heading}: photos`} />
      )}
    </OfficeSection>
  );
}
