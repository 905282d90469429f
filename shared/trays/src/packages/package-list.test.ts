import { allPackages, localPackages } from './package-list';
import { packagesIndex, packageSummary } from '@handyman/testing';

const halfDay = packageSummary('honey-do-half-day');
const bath = packageSummary('bathroom-refresh');
const deck = packageSummary('deck-restoration');
const index = packagesIndex({ Interior: [halfDay, bath], Exterior: [halfDay, deck] }, [halfDay]);

test('the index lists every package once: featured first, then by category', () => {
  expect(allPackages(index).map((pkg) => pkg.URL)).toEqual([
    'packages/honey-do-half-day',
    'packages/bathroom-refresh',
    'packages/deck-restoration',
  ]);
});

test('an office shows only its LocalPackages, in its own order, matched however the address is written', () => {
  const local = [
    { Name: 'deck-restoration', URL: '/Packages/Deck-Restoration/' },
    { Name: 'honey-do-half-day', URL: 'packages/honey-do-half-day' },
  ];
  expect(localPackages(allPackages(index), local).map((pkg) => pkg.Name)).toEqual(['deck-restoration', 'honey-do-half-day']);
});

test('a local package the index does not know, a repeat, or no list at all adds no card', () => {
  const local = [
    { Name: 'x', URL: 'packages/unknown' },
    { Name: 'b', URL: 'packages/bathroom-refresh' },
    { Name: 'b', URL: 'packages/bathroom-refresh' },
  ];
  expect(localPackages(allPackages(index), local).map((pkg) => pkg.Name)).toEqual(['bathroom-refresh']);
  expect(localPackages(allPackages(index), undefined)).toEqual([]);
});
