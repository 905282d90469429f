import type { FranchiseCorporateControl, Tray } from '@handyman/contracts';
import type { PlaceholderValues } from '@handyman/platform';
import { TrayRenderer, usePlaceholders } from '@handyman/trays';
import { OffersSection } from '../../home/sections/offers/OffersSection';
import { shownOffers } from '../../home/sections/offers/offer-layout';
import { offerViews } from '../../home/sections/offers/offer-view';
import { withoutOfferCopies } from '../repeated-trays';

export const OFFERS_PAGE_HEADING = 'Current Offers';

/**
 * The offers page: the office's offers as the office home shows them (cards, two a row from 768 px,
 * each with Print), then the page's trays less those that only repeat an offer.
 */
export function OffersContent({
  control,
  trays,
  values,
}: {
  control: FranchiseCorporateControl;
  trays: Tray[] | undefined;
  values: PlaceholderValues;
}) {
  const fill = usePlaceholders();
  const offers = shownOffers(control.FranchiseOwnersControl?.Offers);
  const name = control.FranchiseName?.Value ?? '';
  return (
    <>
      <OffersSection offers={offerViews(offers, fill)} office={{ name, phoneDisplay: values.Phone ?? '' }} heading={OFFERS_PAGE_HEADING} />
      <TrayRenderer trays={withoutOfferCopies(trays, offers)} />
    </>
  );
}
