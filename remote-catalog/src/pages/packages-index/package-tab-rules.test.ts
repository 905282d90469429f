import { packagesIndex, packageSummary } from '@handyman/testing';
import { categoryForHash, hashNamesCategory, packagesOf, SHOW_ALL, tabHash } from './package-tab-rules';
import { packagesIndexView } from './packages-index-view';

const halfDay = packageSummary('honey-do-half-day');
const bath = packageSummary('bathroom-refresh');
const deck = packageSummary('deck-restoration');
const index = packagesIndexView(
  packagesIndex({ Interior: [halfDay, bath], Exterior: [halfDay, deck], 'Seasonal Care': [deck] }, [halfDay]),
);
const categories = index.categories.map((category) => category.name);

test.each([
  ['', SHOW_ALL],
  ['#all', SHOW_ALL],
  ['#Interior', 'Interior'],
  ['#exterior', 'Exterior'],
  ['#seasonal-care', 'Seasonal Care'],
  ['#Seasonal%20Care', 'Seasonal Care'],
  ['#kitchens', SHOW_ALL],
])('hash %j shows %s', (hash, expected) => {
  expect(categoryForHash(hash, categories)).toBe(expected);
});

test('SHOW ALL lists every package once; a category lists its own', () => {
  expect(packagesOf(index, SHOW_ALL).map((pkg) => pkg.Name)).toEqual(['honey-do-half-day', 'bathroom-refresh', 'deck-restoration']);
  expect(packagesOf(index, 'Exterior').map((pkg) => pkg.Name)).toEqual(['honey-do-half-day', 'deck-restoration']);
  expect(packagesOf(index, 'Unknown')).toEqual([]);
});

test('a tab’s hash writes spaces as hyphens', () => {
  expect(tabHash('Seasonal Care')).toBe('Seasonal-Care');
  expect(categoryForHash(`#${tabHash('Seasonal Care')}`, categories)).toBe('Seasonal Care');
});

test.each([
  ['#all', true],
  ['#Exterior', true],
  ['#seasonal-care', true],
  ['', false],
  ['#kitchens', false],
  ['#GetEstimateLink', false],
])('hash %j brings the tabs into view: %s', (hash, expected) => {
  expect(hashNamesCategory(hash, categories)).toBe(expected);
});
