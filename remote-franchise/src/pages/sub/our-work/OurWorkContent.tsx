import type { OurWork } from '@handyman/contracts';
import { BeforeAfter } from './BeforeAfter';
import { galleryImages } from './gallery-filter';
import { WorkGallery } from './WorkGallery';

/** The our-work page's own content: the before / after slider and the filterable gallery. */
export function OurWorkContent({ ourWork }: { ourWork: OurWork | undefined }) {
  const images = galleryImages(ourWork?.GalleryImage);
  return (
    <div className="container">
      <BeforeAfter before={ourWork?.BeforeImage} after={ourWork?.AfterImage} />
      {images.length > 0 ? <WorkGallery images={images} /> : null}
    </div>
  );
}
