import { asArray, type OneOrMany, type Offer } from '@handyman/contracts';

/** Offers worth a card: those with a name. */
export function shownOffers(offers: OneOrMany<Offer> | undefined): Offer[] {
  return asArray(offers).filter((offer) => Boolean(offer?.OfferName?.Value?.trim()));
}

/**
 * How the cards sit: one per row on phones and, from 768 px, two per row ('pairs'). A lone offer
 * stays one card wide and centred ('single') instead of stretching across both columns.
 */
export function offerLayout(count: number): 'single' | 'pairs' {
  return count <= 1 ? 'single' : 'pairs';
}
