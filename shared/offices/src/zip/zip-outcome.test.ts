import type { ZipLookupResponse } from '@handyman/contracts';
import { stateFinderPath, zipLookupDestination } from './zip-outcome';

const result = (distance: unknown, overrides: Partial<ZipLookupResponse> = {}): ZipLookupResponse => ({
  isUnservicableZipCode: false,
  listOfOfficesNearestToFarthest: [{ distanceFromOrigin: distance as number, officeHomePage: 'offices/summerlin' }],
  originState: 'NV',
  ...overrides,
});

test('an unserviceable zip goes to the office finder with the notice', () => {
  expect(zipLookupDestination(result(3, { isUnservicableZipCode: true }))).toEqual({ to: '/offices?noFranchises=true', replace: false });
});

test('a failed lookup goes to the office finder, replacing history', () => {
  expect(zipLookupDestination(null)).toEqual({ to: '/offices', replace: true });
});

test.each([[NaN], ['12'], [undefined]])('a nearest distance that is not a number (%p) goes to the office finder', (distance) => {
  expect(zipLookupDestination(result(distance))).toEqual({ to: '/offices', replace: false });
});

test('no offices at all goes to the office finder', () => {
  expect(zipLookupDestination(result(0, { listOfOfficesNearestToFarthest: [] }))).toEqual({ to: '/offices', replace: false });
});

test.each([0, 12.5, 50])('a nearest office at %p miles is the destination', (distance) => {
  expect(zipLookupDestination(result(distance))).toEqual({ to: '/offices/summerlin', replace: false });
});

test('a nearest office over 50 miles away goes to the finder’s page of the visitor’s state, saying how far it is', () => {
  expect(zipLookupDestination(result(50.01))).toEqual({ to: '/offices/state/nevada?nearestMiles=50', replace: false });
  expect(zipLookupDestination(result(87.6, { originState: 'ny' }))).toEqual({
    to: '/offices/state/new-york?nearestMiles=88',
    replace: false,
  });
});

test.each([
  ['NV', '/offices/state/nevada'],
  ['dc', '/offices/state/district-of-columbia'],
  ['XX', null],
  ['', null],
])('state %p has the finder page %p', (state, path) => {
  expect(stateFinderPath(state)).toBe(path);
});

test.each(['\\evil.example/offices/x', '/\\evil.example', 'offices/x\r\nSet-Cookie: a=b', 'offices/ x'])(
  'an office home path from content that could leave the site (%j) is never the destination',
  (officeHomePage) => {
    const outcome = zipLookupDestination(result(3, { listOfOfficesNearestToFarthest: [{ distanceFromOrigin: 3, officeHomePage }] }));
    expect(outcome).toEqual({ to: '/offices/state/nevada', replace: false });
  },
);

test('a home path written with extra slashes stays a path on this site', () => {
  const outcome = zipLookupDestination(
    result(3, { listOfOfficesNearestToFarthest: [{ distanceFromOrigin: 3, officeHomePage: '//evil.example/x' }] }),
  );
  expect(outcome.to).toBe('/evil.example/x');
});

test.each(['N\r\nV', '<script>', '', 'XX'])('a state that is not two letters (%j) leads to the finder without a section', (originState) => {
  expect(zipLookupDestination(result(80, { originState }))).toEqual({ to: '/offices?nearestMiles=80', replace: false });
});
