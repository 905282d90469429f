import type { FranchiseCorporateControl, Tray } from '@handyman/contracts';
import { TrayRenderer } from '@handyman/trays';
import { HomeSection } from '../../home/sections/HomeSection';
import { REVIEWS_HEADING, ReviewCard } from '../../home/sections/reviews/ReviewsSection';
import { useOfficeReviews } from '../../home/sections/reviews/use-office-reviews';
import { withoutRepeatedQuotes } from '../repeated-trays';
import styles from './ReviewsContent.module.css';

/**
 * The reviews page: every review of the office, best first, each once; then the page's trays, less
 * the testimonials that only repeat one of those reviews.
 */
export function ReviewsContent({ control, trays }: { control: FranchiseCorporateControl; trays: Tray[] | undefined }) {
  const reviews = useOfficeReviews(control, Number.POSITIVE_INFINITY);
  const rest = withoutRepeatedQuotes(trays, reviews);
  return (
    <>
      {reviews.length > 0 ? (
        <HomeSection id="reviews" heading={REVIEWS_HEADING}>
          <ul className={styles.grid} data-testid="all-reviews">
            {reviews.map((review, index) => (
              <li key={`${review.reviewerName}-${index}`} className={styles.item}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      <TrayRenderer trays={rest} />
    </>
  );
}
