import type { ZipLookupResponse } from '@handyman/contracts';
import { mockFetch } from '@handyman/testing';
import { lookupZipOnce, territoryOfficePath } from './zip-answer';

const answer = (offices: ZipLookupResponse['listOfOfficesNearestToFarthest']): ZipLookupResponse => ({
  isUnservicableZipCode: false,
  listOfOfficesNearestToFarthest: offices,
  originState: 'AZ',
});
const tempe = { distanceFromOrigin: 0, officeHomePage: '/offices/tempe/', officeName: 'Tempe' };

test("the first office is the ZIP's office when its territory holds the ZIP", () => {
  expect(territoryOfficePath(answer([{ ...tempe, inTerritory: true }]))).toBe('offices/tempe');
});

test('an office that is only the nearest, no office, or one without a page: no office of the ZIP', () => {
  expect(territoryOfficePath(answer([tempe]))).toBeNull();
  expect(territoryOfficePath(answer([{ ...tempe, inTerritory: false }]))).toBeNull();
  expect(territoryOfficePath(answer([]))).toBeNull();
  expect(territoryOfficePath(answer([{ ...tempe, officeHomePage: '/', inTerritory: true }]))).toBeNull();
});

test('a ZIP is looked up once, however many ask', async () => {
  const fetchMock = mockFetch({ 'GET /external-services/zip-code-lookup': answer([{ ...tempe, inTerritory: true }]) });
  const [first, second] = await Promise.all([lookupZipOnce('85281'), lookupZipOnce('85281')]);
  expect(await lookupZipOnce('85281')).toEqual(first);
  expect(second).toEqual(first);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await lookupZipOnce('85282');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
