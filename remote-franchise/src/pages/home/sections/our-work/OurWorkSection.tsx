import type { OurWork, PageLink } from '@handyman/contracts';
import { TrayLink, usePlaceholders } from '@handyman/trays';
import { HomeSection } from '../HomeSection';
import { workImages, workLayout } from './gallery';
import { WorkCarousel } from './WorkCarousel';
import { WorkPhoto } from './WorkPhoto';
import styles from './OurWork.module.css';

const DEFAULT_HEADING = 'Our Work';
const GALLERY_TEXT = 'See Full Gallery';

/** #our-work: up to 15 photos of the office's work (a grid, or a carousel above three) and its gallery page. */
export function OurWorkSection({ ourWork, galleryPage }: { ourWork: OurWork | undefined; galleryPage: PageLink | undefined }) {
  const fill = usePlaceholders();
  const images = workImages(ourWork);
  if (images.length === 0) return null;
  const heading = fill(ourWork?.Heading?.Value) || DEFAULT_HEADING;
  const link = galleryPage ? (
    <TrayLink page={galleryPage} className="button-primary">
      {GALLERY_TEXT}
    </TrayLink>
  ) : null;
  const grid = workLayout(images.length) === 'grid';
  return (
    <HomeSection id="our-work" heading={heading} intro={fill(ourWork?.Sectionheading?.Value)} actions={link}>
      {grid ? (
        <ul className={styles.grid} data-testid="our-work-grid">
          {images.map((image, index) => (
            <li key={image.ID ?? `${image.Value}-${index}`}>
              <WorkPhoto image={image} />
            </li>
          ))}
        </ul>
      ) : (
        <WorkCarousel images={images} label={`${heading}: photos`} />
      )}
    </HomeSection>
  );
}
