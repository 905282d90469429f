import type { OneOrMany, PageLink, Review } from '@handyman/shared';
import { TrayLink } from '@handyman/shared/trays';
import { HomeSection } from '../HomeSection';
import { StarRating } from './StarRating';
import { topReviews, type ReviewDisplay } from './top-reviews';
import styles from './Reviews.module.css';

export const REVIEWS_HEADING = 'What Our Customers Say';

function ReviewCard({ review }: { review: ReviewDisplay }) {
  return (
    <figure className={styles.card}>
      <StarRating rating={review.rating} />
      <h3 className={styles.title}>{review.heading}</h3>
      <blockquote className={styles.quote}>
        <p>{review.reviewDescription}</p>
      </blockquote>
      <figcaption className={styles.by}>
        <span className={styles.name}>{review.reviewerName}</span>
        {review.store ? <span className={styles.store}>{review.store}</span> : null}
      </figcaption>
    </figure>
  );
}

/** #reviews: the office's three best reviews, and its reviews page when it has one. Nothing without reviews. */
export function ReviewsSection({ reviews, reviewsPage }: { reviews: OneOrMany<Review> | undefined; reviewsPage?: PageLink }) {
  const shown = topReviews(reviews);
  if (shown.length === 0) return null;
  return (
    <HomeSection id="reviews" heading={REVIEWS_HEADING} actions={reviewsPage ? <TrayLink page={reviewsPage} className="button-secondary">Read More Reviews</TrayLink> : null}>
      <ul className={styles.list}>
        {shown.map((review, index) => (
          <li key={`${review.reviewerName}-${index}`} className={styles.item}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
