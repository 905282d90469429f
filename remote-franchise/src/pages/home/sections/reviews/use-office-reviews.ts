import { contentClient, useResource } from '@handyman/platform';
import { type FranchiseCorporateControl, type Review, type ReviewsResponse } from '@handyman/contracts';
import { TOP_REVIEWS, topReviews, type ReviewDisplay } from './top-reviews';

function getReviews(placeId: string): Promise<ReviewsResponse> {
  return contentClient().get('api/reviews', { searchParams: { placeId } }).json<ReviewsResponse>();
}

/** The reviews feed's entries in the content's Review shape, so one rule picks and heads them. */
export function feedReviews(feed: ReviewsResponse | undefined): Review[] {
  return (feed?.franchiseReviews ?? []).map((item) => ({
    Stars: { Value: String(item.rating) },
    Review: { Value: item.reviewDescription ?? '' },
    ReviewerName: { Value: item.reviewerName ?? '' },
    Store: { Value: item.store ?? '' },
  }));
}

/** Whether the owner manages the office's reviews content himself ('On'; also yes / true). */
export function ownerManagedContentOn(control: FranchiseCorporateControl): boolean {
  return /^(on|yes|true)$/i.test(control.FranchiseOwnersControl?.OwnerManagedContent?.Value?.trim() ?? '');
}

/**
 * The office's top reviews (three, or as many as limit allows): from its reviews feed (GET api/reviews?placeId= with its Google
 * place id); the reviews in its own content while the feed has none (no place id, failed, empty).
 * None while owner-managed content is on: the slider is hidden then (and the feed not asked).
 */
export function useOfficeReviews(control: FranchiseCorporateControl, limit = TOP_REVIEWS): ReviewDisplay[] {
  const ownerManaged = ownerManagedContentOn(control);
  const placeId = ownerManaged ? '' : (control.GoogleReviewsPlaceId?.Value?.trim() ?? '');
  const { data } = useResource(placeId ? `reviews:${placeId}` : null, () => getReviews(placeId));
  if (ownerManaged) return [];
  const fromFeed = topReviews(feedReviews(data), limit);
  return fromFeed.length > 0 ? fromFeed : topReviews(control.FranchiseOwnersControl?.Reviews, limit);
}
