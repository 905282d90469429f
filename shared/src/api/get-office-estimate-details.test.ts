import { envelope } from '../testing/mock-fetch';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { getOfficeEstimateDetails } from './get-office-estimate-details';

const home = (control: Record<string, unknown>) => envelope([{ FranchiseHomePage: { FranchiseCorporateControl: control } }]);

test("reads the office home page's phone and ServiceTitan id", async () => {
  const fetchMock = mockFetch({ 'GET /api/page': home({ PhoneNumber: { Value: '702-555-0142' }, ServiceTitanID: { Value: '61020442' } }) });
  await expect(getOfficeEstimateDetails('offices/summerlin')).resolves.toEqual({ phone: '702-555-0142', serviceTitanId: '61020442' });
  expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).searchParams.get('path')).toBe('offices/summerlin');
});

test('missing fields read as empty; failures reject for the caller to ignore', async () => {
  mockFetch({ 'GET /api/page': home({}) });
  await expect(getOfficeEstimateDetails('offices/x')).resolves.toEqual({ phone: '', serviceTitanId: '' });
  mockFetch({ 'GET /api/page': () => jsonResponse({}, 500) });
  await expect(getOfficeEstimateDetails('offices/x')).rejects.toBeDefined();
});
