import fs from 'node:fs';
import { ZIP_LOOKUP_MAX_OFFICES, type ZipLookupResponse } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { officeLike, seedWith } from '../testing/seed-kit';

let t: TestApp;
let seedDir: string;
beforeAll(() => {
  // Seven more offices at Summerlin's place: eight offices in reach of Las Vegas ZIPs.
  const clones = Object.fromEntries(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter, index) => [
      `offices/clone-${letter}`,
      officeLike(`clone-${letter}`, `Clone ${letter.toUpperCase()}`, index === 0 ? ['89101'] : []),
    ]),
  );
  seedDir = seedWith(clones);
  t = makeTestApp({ seedDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

async function lookup(zipCode: string) {
  const response = await t.app.inject({ method: 'GET', url: '/external-services/zip-code-lookup', query: { zipCode } });
  return response.json<ZipLookupResponse>().listOfOfficesNearestToFarthest;
}

describe('GET /external-services/zip-code-lookup, nearest few', () => {
  it(`answers at most ${ZIP_LOOKUP_MAX_OFFICES} offices, the one whose territory holds the ZIP first and flagged`, async () => {
    const offices = await lookup('89135');
    expect(offices).toHaveLength(ZIP_LOOKUP_MAX_OFFICES);
    expect(offices[0]).toEqual({
      officeHomePage: 'offices/summerlin',
      officeName: 'Fixture Handyman of Summerlin',
      distanceFromOrigin: 0,
      phone: '(702) 555-0101',
      inTerritory: true,
    });
    expect(offices.slice(1).every((office) => office.inTerritory === undefined && office.distanceFromOrigin > 0)).toBe(true);
    const distances = offices.slice(1).map((office) => office.distanceFromOrigin);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('flags every office claiming the ZIP (owned or allowed)', async () => {
    const offices = await lookup('89144');
    expect(offices.slice(0, 2).map((office) => [office.officeHomePage, office.inTerritory])).toEqual([
      ['offices/summerlin', true],
      ['offices/henderson', true],
    ]);
    expect(offices[2]?.inTerritory).toBeUndefined();
  });

  it('puts a farther office first when the ZIP is in its territory', async () => {
    const offices = await lookup('89101');
    expect(offices[0]).toMatchObject({ officeHomePage: 'offices/clone-a', inTerritory: true, distanceFromOrigin: 0 });
    expect(offices).toHaveLength(ZIP_LOOKUP_MAX_OFFICES);
  });
});
