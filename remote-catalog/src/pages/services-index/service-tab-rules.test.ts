import { hashNamesTab, tabForHash, tabScrollOffset } from './service-tab-rules';

const tabs = [{ id: 'search-by-room' }, { id: 'search-by-area' }, { id: 'search-by-service' }];

test.each([
  ['#search-by-area', 'search-by-area'],
  ['#Search-By-Service', 'search-by-service'],
  ['#search-by-room', 'search-by-room'],
  ['', 'search-by-room'],
  ['#kitchen', 'search-by-room'],
  ['#100%', 'search-by-room'],
])('hash %j selects the %s tab', (hash, expected) => {
  expect(tabForHash(hash, tabs)).toBe(expected);
});

test('without a room tab an unknown hash gives the first tab', () => {
  expect(tabForHash('#x', [{ id: 'search-by-area' }, { id: 'search-by-service' }])).toBe('search-by-area');
});

test('only a hash that names a tab scrolls to the tabs', () => {
  expect(hashNamesTab('#search-by-area', tabs)).toBe(true);
  expect(hashNamesTab('#kitchen', tabs)).toBe(false);
  expect(hashNamesTab('', tabs)).toBe(false);
});

test.each([
  [1280, 286],
  [501, 286],
  [500, 272],
  [375, 272],
])('at %i px wide the scroll stops %i px above the tabs', (width, offset) => {
  expect(tabScrollOffset(width)).toBe(offset);
});
