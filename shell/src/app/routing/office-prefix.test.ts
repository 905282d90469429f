import type { LocalOffice } from '@handyman/contracts';
import { officeIds, officePrefixTarget } from './office-prefix';

const office = (url: string) => ({ HomePageLink: { URL: url } }) as LocalOffice;
const OFFICES = [office('/offices/summerlin'), office('offices/North-Raleigh/'), office('https://elsewhere.example/x')];

test('the office ids of the office list', () => {
  expect([...officeIds(OFFICES)]).toEqual(['summerlin', 'north-raleigh']);
});

test('an office prefix goes to the page without it', () => {
  expect(officePrefixTarget('/summerlin/services/painting', 'summerlin', OFFICES)).toBe('/services/painting');
  expect(officePrefixTarget('/north-raleigh/services/doors-and-windows/doors', 'north-raleigh', OFFICES)).toBe(
    '/services/doors-and-windows/doors',
  );
  expect(officePrefixTarget('/summerlin/findacraftsman', 'summerlin', OFFICES)).toBe('/offices');
});

test('any other prefix names no page', () => {
  expect(officePrefixTarget('/anything-at-all/services/painting', 'anything-at-all', OFFICES)).toBeNull();
  expect(officePrefixTarget('/offices/findacraftsman', 'offices', OFFICES)).toBeNull();
});
