import { officeHomeOfPrefix, officePrefixTarget } from './office-prefix';

test('a prefix names the office home of the same id', () => {
  expect(officeHomeOfPrefix('summerlin')).toBe('offices/summerlin');
  expect(officeHomeOfPrefix('North-Raleigh')).toBe('offices/north-raleigh');
});

test.each(['', 'a b', 'x.html', '%2e%2e', 'a'.repeat(81)])('prefix %p cannot name an office', (prefix) => {
  expect(officeHomeOfPrefix(prefix)).toBeNull();
});

test('an office prefix goes to the page without it', () => {
  expect(officePrefixTarget('/summerlin/services/painting')).toBe('/services/painting');
  expect(officePrefixTarget('/north-raleigh/services/doors-and-windows/doors')).toBe('/services/doors-and-windows/doors');
  expect(officePrefixTarget('/summerlin/findacraftsman')).toBe('/offices');
});
