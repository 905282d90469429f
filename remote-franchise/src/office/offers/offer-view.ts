import type { ImageField, OneOrMany, Offer } from '@handyman/contracts';
import { shownOffers } from './offer-layout';

const CLAIM_TEXT = 'Claim This Offer';

/** One offer card as the office pages show it, its copy with the office's placeholders filled. */
export interface OfferView {
  name: string;
  description: string;
  terms: string;
  /** The offer's icon (the media host's image descriptor MediaImage takes), or null. */
  image: ImageField | null;
  /** The claim button's text. */
  claimText: string;
}

/** The offers worth a card (those with a name), ready to draw; `fill` fills the office's placeholders. */
export function offerViews(offers: OneOrMany<Offer> | undefined, fill: (text: string) => string): OfferView[] {
  return shownOffers(offers).map((offer) => ({
    name: fill(offer.OfferName.Value),
    description: fill(offer.OfferDescription?.Value ?? ''),
    terms: fill(offer.OfferTermsandConditions?.Value ?? ''),
    image: offer.OfferImage ?? null,
    claimText: offer.Page?.Link || CLAIM_TEXT,
  }));
}
