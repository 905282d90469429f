import type { FranchiseCorporateControl } from '@handyman/contracts';
import { ReviewsSection } from '../../home/sections/reviews/ReviewsSection';
import { useOfficeReviews } from '../../home/sections/reviews/use-office-reviews';

/** The reviews page's carousel of the office's best reviews, above the testimonials it carries. */
export function ReviewsContent({ control }: { control: FranchiseCorporateControl }) {
  const reviews = useOfficeReviews(control);
  return <ReviewsSection reviews={reviews} />;
}
