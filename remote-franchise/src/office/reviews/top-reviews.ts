import { asArray, type OneOrMany, type Review } from '@handyman/contracts';
import { reviewHeading } from './review-heading';

/** How many reviews the franchise home shows: its three best. */
export const TOP_REVIEWS = 3;
export const MAX_STARS = 5;

/** A review as the page shows it. */
export interface ReviewDisplay {
  rating: number;
  heading: string;
  reviewDescription: string;
  reviewerName: string;
  store: string;
}

/** Stars as a whole number from 0 to 5 ('4.6' rounds to 5; anything unreadable is 0). */
export function ratingOf(stars: string | undefined): number {
  const value = Math.round(Number.parseFloat(stars ?? ''));
  return Number.isFinite(value) ? Math.min(MAX_STARS, Math.max(0, value)) : 0;
}

/**
 * At most three reviews, highest rating first; equal ratings keep the order the office gave them.
 * Reviews without text are left out. The heading is the review's own, else one derived from its text.
 */
export function topReviews(reviews: OneOrMany<Review> | undefined, limit = TOP_REVIEWS): ReviewDisplay[] {
  return asArray(reviews)
    .filter((review) => review?.Review?.Value?.trim())
    .map((review) => ({
      rating: ratingOf(review.Stars?.Value),
      heading: review.Heading?.Value?.trim() || reviewHeading(review.Review.Value),
      reviewDescription: review.Review.Value.trim(),
      reviewerName: review.ReviewerName?.Value?.trim() ?? '',
      store: review.Store?.Value?.trim() ?? '',
    }))
    .sort((a, b) => b.rating - a.rating)
    .slice(0, limit);
}
