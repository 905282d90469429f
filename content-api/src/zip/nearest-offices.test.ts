import type { OfficeListing } from '@handyman/contracts';
import type { OfficeSite } from '../offices/office-directory';
import { NearestOffices, type TerritoryClaim } from './nearest-offices';

const ZIP = '89144';
const here = { zip: ZIP, latitude: 36.18, longitude: -115.31, city: 'Las Vegas', state: 'NV' };

function office(slug: string, latitude: number): OfficeSite {
  const listing = { Name: slug, PhoneNumber: '702-555-0100', HomePageLink: { URL: `offices/${slug}` } } as OfficeListing;
  return { homePage: `offices/${slug}`, listing, serviceTitanId: `ST-${slug}`, location: { latitude, longitude: -115.31 } };
}

// Two offices own the ZIP; the content's order names the farther one first.
const far = office('far', 36.6);
const near = office('near', 36.2);
const allowedOnly = office('allowed', 36.18);
const claims: TerritoryClaim[] = [
  { office: far, owned: true },
  { office: near, owned: true },
  { office: allowedOnly, owned: false },
];
const nearest = new NearestOffices([far, near, allowedOnly], {
  radiusMiles: 50,
  locate: (zip) => (zip === ZIP ? here : undefined),
  claimsOf: (zip) => (zip === ZIP ? claims : []),
});

test("the office serving a ZIP is the first office of the ZIP's lookup, so an estimate goes to the office the visitor was shown", () => {
  const shown = nearest.answer(ZIP).listOfOfficesNearestToFarthest;
  expect(shown.map((item) => item.officeHomePage)).toEqual(['offices/near', 'offices/far', 'offices/allowed']);
  expect(nearest.servingOffice(ZIP)).toBe(near);
});

test('an office within reach that does not claim the ZIP does not serve it', () => {
  expect(nearest.servingOffice('10001')).toBeUndefined();
});
