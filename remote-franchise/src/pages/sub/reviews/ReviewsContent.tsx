import { OfficeSection } from '../../../office/section/OfficeSection';
import { REVIEWS_HEADING, ReviewCard } from '../../../office/reviews/ReviewsSection';
import type { ReviewDisplay } from '../../../office/reviews/top-reviews';
import styles from './ReviewsContent.module.css';

/** The reviews page's own content: every review of the office, best first, each once; nothing without reviews. */
export function ReviewsContent({ reviews }: { reviews: ReviewDisplay[] }) {
  if (reviews.length === 0) return null;
  return (
    <OfficeSection id="reviews" heading={REVIEWS_HEADING}>
      <ul className={styles.grid} data-testid="all-reviews">
        {reviews.map((review, index) => (
          <li key={`${review.reviewerName}-${index}`} className={styles.item}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </OfficeSection>
  );
}
