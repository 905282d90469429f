import { ReviewsSection } from '../reviews/ReviewsSection';
import { useOfficeReviews } from '../reviews/use-office-reviews';
import type { ReviewCarouselView } from './views/reviews';

/** The office's best reviews in the reviews carousel. */
export function ReviewCarousel({ view }: { view: ReviewCarouselView }) {
  return <ReviewsSection reviews={useOfficeReviews(view.source)} />;
}
