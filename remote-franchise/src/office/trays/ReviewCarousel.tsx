import type { FranchiseCorporateControl, ReviewCarouselTray } from '@handyman/contracts';
import { ReviewsSection } from '../../pages/home/sections/reviews/ReviewsSection';
import { useOfficeReviews } from '../../pages/home/sections/reviews/use-office-reviews';
import { useOffice } from './office-context';

function OfficeReviews({ control }: { control: FranchiseCorporateControl }) {
  return <ReviewsSection reviews={useOfficeReviews(control)} />;
}

/** The office's best reviews in the reviews carousel. */
export function ReviewCarousel(_props: { tray: ReviewCarouselTray }) {
  const office = useOffice();
  return office ? <OfficeReviews control={office.home.FranchiseCorporateControl} /> : null;
}
