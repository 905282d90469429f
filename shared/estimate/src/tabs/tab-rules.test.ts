import { isEstimateRequest, scrollsToTabArea, tabForHash, tabScrollOffset } from './tab-rules';

test.each([
  ['#GetEstimateLink', 'estimate'],
  ['#BookOnlineLink', 'schedule'],
  ['#booking-ctas', 'schedule'],
  ['#somewhere-else', 'estimate'],
  ['', 'estimate'],
])('hash %p opens the %s tab', (hash, tab) => expect(tabForHash(hash)).toBe(tab));

test.each([
  ['home', 1280, 295],
  ['home', 600, 295],
  ['home', 599, 272],
  ['home', 375, 272],
  ['offices', 1280, 290],
  ['offices', 600, 290],
  ['offices', 599, 272],
] as const)('on the %s page at %p px the scroll stops %p px above the tab area', (page, width, offset) => {
  expect(tabScrollOffset(page, width)).toBe(offset);
});

test('GetEstimateLink, and on the home page the second header page name, ask for the estimate form', () => {
  expect(isEstimateRequest('#GetEstimateLink', 'offices')).toBe(true);
  expect(isEstimateRequest('#QuoteRequest', 'home', 'QuoteRequest')).toBe(true);
  expect(isEstimateRequest('#QuoteRequest', 'offices', 'QuoteRequest')).toBe(false);
  expect(isEstimateRequest('#BookOnlineLink', 'home', 'QuoteRequest')).toBe(false);
  expect(isEstimateRequest('', 'home', '')).toBe(false);
});

test('the estimate modal hash is left to the modal', () => {
  expect(scrollsToTabArea('#GetAnEstimate')).toBe(false);
  expect(scrollsToTabArea('')).toBe(false);
  expect(scrollsToTabArea('#BookOnlineLink')).toBe(true);
});
