import { buildCorporateControl } from '@handyman/testing';
import { officeAddressLines } from './office-address';

test('street, then city, state abbreviation and ZIP', () => {
  expect(officeAddressLines(buildCorporateControl())).toEqual(['10300 W Charleston Blvd', 'Las Vegas, NV 89135']);
});

test('missing parts are left out, the state name stands in for its abbreviation', () => {
  expect(officeAddressLines({ City: { Value: 'Tempe' }, State: { Value: 'Arizona' } })).toEqual(['Tempe, Arizona']);
  expect(officeAddressLines({ ZipCode: { Value: '85281' } })).toEqual(['85281']);
  expect(officeAddressLines(undefined)).toEqual([]);
});
