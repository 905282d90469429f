import { OffersSection } from '../../../office/offers/OffersSection';
import type { SubPageView } from '../sub-page-view';

export const OFFERS_PAGE_HEADING = 'Current Offers';

/** The offers page's own content: the office's offers as the office home shows them (cards, two a row from 768 px, each with Print). */
export function OffersContent({ offers }: { offers: NonNullable<SubPageView['offers']> }) {
  return <OffersSection offers={offers.items} office={offers.office} heading={OFFERS_PAGE_HEADING} />;
}
