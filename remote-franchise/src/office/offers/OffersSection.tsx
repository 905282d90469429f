import type { PageLink } from '@handyman/contracts';
import { TrayLink } from '@handyman/trays';
import { OfficeSection } from '../section/OfficeSection';
import { OfferCard } from './OfferCard';
import { offerLayout } from './offer-layout';
import type { OfferView } from './offer-view';
import type { OfficeOnCoupon } from './PrintableOffer';
import styles from './Offers.module.css';

export const OFFERS_HEADING = 'Save On Your Next Service';

export interface OffersSectionProps {
  /** The offers to show, placeholders filled (see offerViews). */
  offers: OfferView[];
  office: OfficeOnCoupon;
  heading?: string;
  /** The office's offers page, linked below the cards (not on that page itself). */
  offersPage?: PageLink | undefined;
}

/** #offers: the office's current offers as cards, each with Print. Nothing when it has none. */
export function OffersSection({ offers, office, heading = OFFERS_HEADING, offersPage }: OffersSectionProps) {
  const shown = offers;
  if (shown.length === 0) return null;
  return (
    <OfficeSection
      id="offers"
      heading={heading}
      tone="alt"
      actions={
        offersPage ? (
          <TrayLink page={offersPage} className="button-secondary">
            See All Offers
          </TrayLink>
        ) : null
      }
    >
      <ul className={styles[offerLayout(shown.length)]} data-layout={offerLayout(shown.length)}>
        {shown.map((offer, index) => (
          <li key={`${offer.name}-${index}`} className={styles.item}>
            <OfferCard offer={offer} office={office} />
          </li>
        ))}
      </ul>
    </OfficeSection>
  );
}
