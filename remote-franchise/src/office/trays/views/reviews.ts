import type { FranchiseCorporateControl, ReviewCarouselTray } from '@handyman/contracts';
import type { OfficeTrayContext } from './context';

export interface ReviewCarouselView {
  /** The office whose reviews the carousel loads. */
  control: FranchiseCorporateControl;
}

/** The office's reviews carousel; null outside an office page. */
export function reviewCarouselView(_tray: ReviewCarouselTray, { office }: OfficeTrayContext): ReviewCarouselView | null {
  return office ? { control: office.home.FranchiseCorporateControl } : null;
}
