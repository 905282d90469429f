import type { PageLink } from '@handyman/contracts';
import { TrayLink } from '@handyman/trays';
import { Carousel } from '@handyman/trays/carousel';
import { reviewCarouselSettings } from '../../carousel/carousel-settings';
import { OfficeSection } from '../section/OfficeSection';
import { StarRating } from './StarRating';
import type { ReviewDisplay } from './top-reviews';
import styles from './Reviews.module.css';

export const REVIEWS_HEADING = 'What Our Customers Say';

/** One review: its stars, heading, text and who wrote it. */
export function ReviewCard({ review }: { review: ReviewDisplay }) {
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

/**
 * #reviews: the office's three best reviews in a react-slick carousel (a plain list on the server
 * and without scripts), and its reviews page when it has one. Nothing without reviews.
 */
export function ReviewsSection({ reviews, reviewsPage }: { reviews: ReviewDisplay[]; reviewsPage?: PageLink }) {
  if (reviews.length === 0) return null;
  const cards = reviews.map((review, index) => <ReviewCard key={`${review.reviewerName}-${index}`} review={review} />);
  const list = (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.key} className={styles.item}>
          {card}
        </li>
      ))}
    </ul>
  );
  return (
    <OfficeSection
      id="reviews"
      heading={REVIEWS_HEADING}
      actions={
        reviewsPage ? (
          <TrayLink page={reviewsPage} className="button-secondary">
            Read More Reviews
          </TrayLink>
        ) : null
      }
    >
      <Carousel label="Customer reviews" itemName="review" settingsFor={reviewCarouselSettings} fallback={list}>
        {cards}
      </Carousel>
    </OfficeSection>
  );
}
