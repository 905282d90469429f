import type { FranchiseHomePage } from '@handyman/shared';
import { franchiseEstimateData } from './franchise-estimate-data';

test("an office home page gives the form its path, phone and ServiceTitan id", () => {
  const home = { SURL: '/offices/summerlin/', URL: 'offices/summerlin', FranchiseCorporateControl: { PhoneNumber: { Value: '702-555-0142' }, ServiceTitanID: { Value: '61020442' } } } as unknown as FranchiseHomePage;
  expect(franchiseEstimateData(home)).toEqual({ homePath: 'offices/summerlin', phone: '702-555-0142', serviceTitanId: '61020442' });
});

test('missing fields read as empty, the address path stands in for a missing page path', () => {
  const home = { SURL: '', URL: '', FranchiseCorporateControl: {} } as unknown as FranchiseHomePage;
  expect(franchiseEstimateData(home, 'offices/tempe')).toEqual({ homePath: 'offices/tempe', phone: '', serviceTitanId: '' });
});
