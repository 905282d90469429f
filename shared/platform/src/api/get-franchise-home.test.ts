import { buildFranchiseHome, envelope, field, mockFetch } from '@handyman/testing';
import { FRANCHISE_HOME_MAX_AGE_MS, getFranchiseHome } from './get-franchise-home';

const home = (slug: string, phone: string) =>
  envelope(
    [
      {
        FranchiseHomePage: buildFranchiseHome({
          Name: slug,
          URL: `offices/${slug}`,
          SURL: `offices/${slug}`,
          FranchiseCorporateControl: { PhoneNumber: field(phone) },
        }),
      },
    ],
    { path: `offices/${slug}` },
  );
const stored = () => JSON.parse(window.localStorage.getItem('franchiseHomeData') ?? 'null');

test('fetches an office home when none is stored, and keeps it in local and session storage', async () => {
  const fetchMock = mockFetch({ 'GET /api/page': home('summerlin', '702-555-0142') });
  await getFranchiseHome('/offices/summerlin/', () => 1_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(stored()).toEqual({ savedAt: 1_000, envelope: home('summerlin', '702-555-0142') });
  expect(JSON.parse(window.sessionStorage.getItem('franchiseLVHomeData') ?? 'null')).toEqual(home('summerlin', '702-555-0142'));
});

test('the stored home of the same office is used without a request, slashes aside', async () => {
  window.localStorage.setItem('franchiseHomeData', JSON.stringify({ savedAt: 1_000, envelope: home('summerlin', '702-555-0142') }));
  const fetchMock = mockFetch({});
  const answer = await getFranchiseHome('offices/summerlin/', () => 2_000);
  expect(answer).toEqual(home('summerlin', '702-555-0142'));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(window.sessionStorage.getItem('franchiseLVHomeData')).not.toBeNull();
});

test('another office stored means the cache is cleared and this office fetched', async () => {
  window.localStorage.setItem('franchiseHomeData', JSON.stringify({ savedAt: 1_000, envelope: home('tempe', '480-555-0163') }));
  mockFetch({ 'GET /api/page': home('summerlin', '702-555-0142') });
  await getFranchiseHome('/offices/summerlin', () => 2_000);
  expect(stored().envelope.results[0].FranchiseHomePage.SURL).toBe('offices/summerlin');
});

test('a stored home older than a day is fetched again', async () => {
  window.localStorage.setItem('franchiseHomeData', JSON.stringify({ savedAt: 0, envelope: home('summerlin', 'old') }));
  mockFetch({ 'GET /api/page': home('summerlin', '702-555-0142') });
  const answer = await getFranchiseHome('/offices/summerlin', () => FRANCHISE_HOME_MAX_AGE_MS + 1);
  expect(answer).toEqual(home('summerlin', '702-555-0142'));
});

test('storage that throws still gives the page', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  mockFetch({ 'GET /api/page': home('summerlin', '702-555-0142') });
  await expect(getFranchiseHome('/offices/summerlin')).resolves.toEqual(home('summerlin', '702-555-0142'));
});

test('a missing office or a failed request keeps the stored office as it was', async () => {
  const summerlin = { savedAt: 1_000, envelope: home('summerlin', '702-555-0142') };
  window.localStorage.setItem('franchiseHomeData', JSON.stringify(summerlin));
  mockFetch({});
  await expect(getFranchiseHome('/offices/nowhere', () => 2_000)).rejects.toMatchObject({ name: 'NotFoundError' });
  expect(stored()).toEqual(summerlin);
});
