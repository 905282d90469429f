import { buildFranchiseHome, field } from '@handyman/testing';
import { estimateOfficeContact, franchiseEstimateData } from './estimate-office-model';

test('an office home page gives the form its path and phone (its ServiceTitan id is content-api’s to fill in)', () => {
  const home = buildFranchiseHome({
    SURL: '/offices/summerlin/',
    URL: 'offices/summerlin',
    FranchiseCorporateControl: { PhoneNumber: field('702-555-0142'), ServiceTitanID: field('61020442') },
  });
  expect(franchiseEstimateData(home)).toEqual({ homePath: 'offices/summerlin', phone: '702-555-0142' });
});

test('missing fields read as empty, the address path stands in for a missing page path', () => {
  const home = buildFranchiseHome({ SURL: '', URL: '', FranchiseCorporateControl: { PhoneNumber: undefined, ServiceTitanID: undefined } });
  expect(franchiseEstimateData(home, 'offices/tempe')).toEqual({ homePath: 'offices/tempe', phone: '' });
});

test('the deprecated office contact (kept for remotes built against it): phone and ServiceTitan id, empty when unknown', () => {
  const control = buildFranchiseHome({
    FranchiseCorporateControl: { PhoneNumber: field('702-555-0142'), ServiceTitanID: field('61020442') },
  }).FranchiseCorporateControl;
  expect(estimateOfficeContact(control)).toEqual({ phone: '702-555-0142', serviceTitanId: '61020442' });
  expect(estimateOfficeContact(undefined)).toEqual({ phone: '', serviceTitanId: '' });
});
