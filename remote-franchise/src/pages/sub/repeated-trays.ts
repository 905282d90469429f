import type { Offer, Tray } from '@handyman/contracts';

// The offers and reviews pages show the office's own offers and reviews; trays the page carries
// that only repeat one of them are left out, so nothing shows twice.

const normalized = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The trays less the Testimonial trays whose quote is the text of one of the reviews shown. */
export function withoutRepeatedQuotes(trays: Tray[] | undefined, reviews: { reviewDescription: string }[]): Tray[] {
  const shown = new Set(reviews.map((review) => normalized(review.reviewDescription)));
  return (trays ?? []).filter((tray) => tray.TrayName !== 'Testimonial' || !shown.has(normalized(tray.Quote?.Value)));
}

/** The trays less the copy trays headed with the name of one of the offers shown as cards. */
export function withoutOfferCopies(trays: Tray[] | undefined, offers: Offer[]): Tray[] {
  const names = new Set(offers.map((offer) => normalized(offer.OfferName.Value)));
  return (trays ?? []).filter((tray) => tray.TrayName !== 'BodyCopyTray' || !names.has(normalized(tray.Heading?.Value)));
}
