import { contentClient, useResource, type LoaderArgs } from '@handyman/platform/base';
import { type FranchiseCorporateControl, type Review, type ReviewsResponse } from '@handyman/contracts';
import { TOP_REVIEWS, topReviews, type ReviewDisplay } from './top-reviews';

/** A loader's content cache (LoaderArgs.load). */
type ContentLoad = LoaderArgs['load'];

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

/** The Google place id whose feed the office's reviews come from; '' when none or while the owner manages the content. */
function reviewsPlaceId(control: FranchiseCorporateControl): string {
  return ownerManagedContentOn(control) ? '' : (control.GoogleReviewsPlaceId?.Value?.trim() ?? '');
}

const reviewsKey = (placeId: string) => `reviews:${placeId}`;

/** The top reviews from the feed, else from the office's own content; none while owner-managed content is on. */
function pickReviews(control: FranchiseCorporateControl, feed: ReviewsResponse | undefined, limit: number): ReviewDisplay[] {
  if (ownerManagedContentOn(control)) return [];
  const fromFeed = topReviews(feedReviews(feed), limit);
  return fromFeed.length > 0 ? fromFeed : topReviews(control.FranchiseOwnersControl?.Reviews, limit);
}

/** Where an office's top reviews come from, as the browser needs it: the feed's place id and the content's own top reviews. */
export interface ReviewSource {
  /** '' when the office has none, or while the owner manages the content. */
  placeId: string;
  /** The top reviews of the office's own content, shown while the feed has none; none while owner-managed content is on. */
  fallback: ReviewDisplay[];
}

export function reviewSource(control: FranchiseCorporateControl, limit = TOP_REVIEWS): ReviewSource {
  return { placeId: reviewsPlaceId(control), fallback: pickReviews(control, undefined, limit) };
}

/**
 * The office's top reviews (three, or as many as limit allows): from its reviews feed (GET api/reviews?placeId= with its Google
 * place id); the reviews in its own content while the feed has none (no place id, failed, empty).
 * None while owner-managed content is on: the slider is hidden then (and the feed not asked).
 */
export function useOfficeReviews({ placeId, fallback }: ReviewSource, limit = TOP_REVIEWS): ReviewDisplay[] {
  const { data } = useResource(placeId ? reviewsKey(placeId) : null, () => getReviews(placeId));
  const fromFeed = topReviews(feedReviews(data), limit);
  return fromFeed.length > 0 ? fromFeed : fallback;
}

/** The same top reviews for a loader, through its content cache (a failed feed falls back as above). */
export async function loadOfficeReviews(
  control: FranchiseCorporateControl,
  load: ContentLoad,
  limit = TOP_REVIEWS,
): Promise<ReviewDisplay[]> {
  const placeId = reviewsPlaceId(control);
  const feed = placeId ? await load(reviewsKey(placeId), () => getReviews(placeId)).catch(() => undefined) : undefined;
  return pickReviews(control, feed, limit);
}
