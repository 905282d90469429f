import type { ReviewCarouselTray } from '@handyman/contracts';
import type { ReviewSource } from '../../reviews/use-office-reviews';
import type { OfficeTrayContext } from './context';

export interface ReviewCarouselView {
  /** The office whose reviews the carousel loads. */
  source: ReviewSource;
}

/** The office's reviews carousel; null outside an office page. */
export function reviewCarouselView(_tray: ReviewCarouselTray, { office }: OfficeTrayContext): ReviewCarouselView | null {
  return office ? { source: office.reviews } : null;
}
