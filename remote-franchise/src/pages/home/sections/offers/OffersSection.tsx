import type { OneOrMany, Offer } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { HomeSection } from '../HomeSection';
import { OfferCard } from './OfferCard';
import { offerLayout, shownOffers } from './offer-layout';
import type { OfficeOnCoupon } from './PrintableOffer';
import styles from './Offers.module.css';

export const OFFERS_HEADING = 'Save On Your Next Service';

/** #offers: the office's current offers as cards, each with Print. Nothing when it has none. */
export function OffersSection({
  offers,
  office,
  heading = OFFERS_HEADING,
}: {
  offers: OneOrMany<Offer> | undefined;
  office: OfficeOnCoupon;
  heading?: string;
}) {
  const fill = usePlaceholders();
  const shown = shownOffers(offers).map((offer) => ({
    ...offer,
    OfferName: { Value: fill(offer.OfferName.Value) },
    OfferDescription: { Value: fill(offer.OfferDescription?.Value) },
    OfferTermsandConditions: { Value: fill(offer.OfferTermsandConditions?.Value) },
  }));
  if (shown.length === 0) return null;
  return (
    <HomeSection id="offers" heading={heading} tone="alt">
      <ul className={styles[offerLayout(shown.length)]} data-layout={offerLayout(shown.length)}>
        {shown.map((offer, index) => (
          <li key={`${offer.OfferName.Value}-${index}`} className={styles.item}>
            <OfferCard offer={offer} office={office} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
