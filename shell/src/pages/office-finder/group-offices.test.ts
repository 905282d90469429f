import { groupOfficesByState, stateOfHash } from './group-offices';
import { office, OFFICES } from '../../testing/office-finder-kit';

test('offices are grouped by state, states and offices in name order', () => {
  const groups = groupOfficesByState([...OFFICES].reverse());
  expect(groups.map((group) => [group.abbreviation, group.name])).toEqual([
    ['AZ', 'Arizona'],
    ['NV', 'Nevada'],
    ['TX', 'Texas'],
  ]);
  expect(groups[1]!.offices.map((item) => item.City)).toEqual(['Henderson', 'Las Vegas']);
});

test('an office with a missing or lowercase abbreviation still lands in its state', () => {
  const groups = groupOfficesByState([
    office('Brightwood Handyman of Boulder', 'Boulder', 'Colorado', '', 'boulder'),
    office('Brightwood Handyman of Tampa', 'Tampa', 'Florida', 'fl', 'tampa'),
  ]);
  expect(groups.map((group) => group.abbreviation)).toEqual(['CO', 'FL']);
});

test.each([
  ['#NV', 'NV'],
  ['#nv', 'NV'],
  ['#PR', 'PR'],
  ['#XX', null],
  ['#main', null],
  ['', null],
])('hash %p names state %p', (hash, state) => expect(stateOfHash(hash)).toBe(state));
