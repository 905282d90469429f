import type { OurWorkPageView } from '../sub-page-view';
import { BeforeAfter } from './BeforeAfter';
import { WorkGallery } from './WorkGallery';

/** The our-work page's own content: the before / after slider and the filterable gallery. */
export function OurWorkContent({ ourWork }: { ourWork: OurWorkPageView }) {
  return (
    <div className="container">
      {ourWork.beforeAfter ? <BeforeAfter before={ourWork.beforeAfter.before} after={ourWork.beforeAfter.after} /> : null}
      {ourWork.images.length > 0 ? <WorkGallery images={ourWork.images} /> : null}
    </div>
  );
}
