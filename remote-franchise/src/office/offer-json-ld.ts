import type { Offer as OfferData } from '@handyman/contracts';
import type { Offer } from 'schema-dts';

/**
 * The price an offer's name states ("Snowbird Pre-Arrival Check: $199" -> 199), or undefined for a
 * discount or threshold ("$75 Off", "Save $50", "projects of $750 or more"): only a price a
 * homeowner pays is an Offer's price.
 */
export function offerPrice(name: string): number | undefined {
  for (const match of name.matchAll(/\$(\d[\d,]*(?:\.\d{1,2})?)/g)) {
    const before = name.slice(0, match.index).toLowerCase();
    const after = name.slice(match.index + match[0].length).toLowerCase();
    if (/^\s*off\b/.test(after) || /\b(save|of|over|up to)\s*$/.test(before)) continue;
    return Number(match[1]!.replace(/,/g, ''));
  }
  return undefined;
}

/** The office's offers that state a price, as schema.org Offers (in US dollars) at the page that shows them. */
export function pricedOffers(offers: OfferData[], url: string, fill: (text: string) => string = (text) => text): Offer[] {
  return offers.flatMap((offer) => {
    const name = fill(offer.OfferName?.Value ?? '');
    const price = offerPrice(name);
    if (price === undefined) return [];
    const description = fill(offer.OfferDescription?.Value ?? '')
      .replace(/<[^>]*>/g, '')
      .trim();
    return [{ '@type': 'Offer' as const, name, ...(description ? { description } : {}), price, priceCurrency: 'USD', url }];
  });
}
