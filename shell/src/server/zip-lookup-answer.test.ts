import type { ZipLookupResponse } from '@handyman/contracts';
import { zipLookupAnswer } from './zip-lookup-answer';
import { setLogWriter } from './ops/logger';

const url = (zip: string) => new URL(`http://localhost/find-my-office?zipCode=${encodeURIComponent(zip)}`);
const nearest = (distanceFromOrigin: number, officeHomePage = 'offices/summerlin'): ZipLookupResponse => ({
  isUnservicableZipCode: false,
  originState: 'NV',
  listOfOfficesNearestToFarthest: [{ distanceFromOrigin, officeHomePage }],
});

async function locationFor(zip: string, lookup: (zip: string) => Promise<ZipLookupResponse>) {
  const answer = await zipLookupAnswer(url(zip), lookup);
  expect(answer.status).toBe(303);
  return answer.headers.Location;
}

test('a ZIP in an office’s reach leads to that office, as the browser’s lookup does', async () => {
  const lookup = jest.fn(async () => nearest(12));
  expect(await locationFor(' 89134 ', lookup)).toBe('/offices/summerlin');
  expect(lookup).toHaveBeenCalledWith('89134');
});

test('a far ZIP leads to its state’s page with the distance; unserviceable and failed lookups to the office finder', async () => {
  expect(await locationFor('89134', async () => nearest(80))).toBe('/offices/state/nevada?nearestMiles=80');
  expect(await locationFor('00501', async () => ({ ...nearest(1), isUnservicableZipCode: true }))).toBe('/offices?noFranchises=true');
  setLogWriter(() => undefined);
  expect(await locationFor('89134', async () => Promise.reject(new Error('down')))).toBe('/offices');
});

test('a ZIP that is not one is never looked up', async () => {
  const lookup = jest.fn(async () => nearest(1));
  for (const zip of ['891', 'abcde', '', '<script>']) expect(await locationFor(zip, lookup)).toBe('/offices');
  expect(lookup).not.toHaveBeenCalled();
});

test('a ZIP that is not one goes back to the box it was typed in, on the page it was typed on', async () => {
  const lookup = jest.fn(async () => nearest(1));
  const sent = new URL('http://localhost/find-my-office?zipCode=12&from=%2Foffices%2Fsummerlin%3Fa%3Db&zipForm=%C2%ABr4%C2%BB');
  const answer = await zipLookupAnswer(sent, lookup);
  expect(answer.status).toBe(303);
  expect(answer.headers.Location).toBe('/offices/summerlin?a=b&zipCode=12&zipForm=%C2%ABr4%C2%BB#%C2%ABr4%C2%BB-heading');
  expect(lookup).not.toHaveBeenCalled();
});

test('an address off the site, or none, sends the box back to the office finder', async () => {
  const back = async (from: string) =>
    (await zipLookupAnswer(new URL(`http://localhost/find-my-office?zipCode=1&from=${encodeURIComponent(from)}&zipForm=f1`))).headers
      .Location;
  for (const from of ['https://evil.example/', 'evil.example', ''])
    expect(await back(from)).toBe('/offices?zipCode=1&zipForm=f1#f1-heading');
  expect(await back('//evil.example/x')).toBe('/evil.example/x?zipCode=1&zipForm=f1#f1-heading');
});
