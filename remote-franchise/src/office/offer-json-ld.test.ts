import { offerPrice, pricedOffers } from './offer-json-ld';

test('a price the homeowner pays is a price; discounts and thresholds are not', () => {
  expect(offerPrice('Snowbird Pre-Arrival Check: $199')).toBe(199);
  expect(offerPrice('Gutter cleaning for $1,250.50')).toBe(1250.5);
  expect(offerPrice('$75 Off Projects of $750 or More')).toBeUndefined();
  expect(offerPrice('Deck Wash & Seal: $125 Off')).toBeUndefined();
  expect(offerPrice('Save $50 on Your First Project')).toBeUndefined();
  expect(offerPrice('Free estimates')).toBeUndefined();
});

test('only priced offers become Offers, with their filled-in name, text and the page that shows them', () => {
  const offers = [
    {
      OfferName: { Value: '{City} Check: $199' },
      OfferDescription: { Value: '<p>We test it all.</p>' },
      OfferTermsandConditions: { Value: '' },
    },
    { OfferName: { Value: '$50 Off' }, OfferDescription: { Value: '' }, OfferTermsandConditions: { Value: '' } },
  ];
  expect(pricedOffers(offers, 'https://www.example.com/offices/x', (text) => text.replace('{City}', 'Tempe'))).toEqual([
    {
      '@type': 'Offer',
      name: 'Tempe Check: $199',
      description: 'We test it all.',
      price: 199,
      priceCurrency: 'USD',
      url: 'https://www.example.com/offices/x',
    },
  ]);
});
