import type { ZipLookupResponse } from '@handyman/contracts';
import { distance } from 'zipcodes';
import { makeTestApp, type TestApp } from '../testing/app-kit';

type Answer = ZipLookupResponse & { originCity: string };

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

async function lookup(zipCode: string, app: TestApp = t) {
  const response = await app.app.inject({ method: 'GET', url: '/external-services/zip-code-lookup', query: { zipCode } });
  return { response, answer: response.json<Answer>() };
}

const homes = (answer: Answer) => answer.listOfOfficesNearestToFarthest.map((office) => office.officeHomePage);

describe('GET /external-services/zip-code-lookup', () => {
  it('puts the office owning the ZIP first at distance 0, then nearby offices by real distance', async () => {
    const { response, answer } = await lookup('89135');
    expect(response.statusCode).toBe(200);
    expect(answer).toMatchObject({ isUnservicableZipCode: false, originState: 'NV', originCity: 'Las Vegas' });
    expect(homes(answer)).toEqual(['offices/summerlin', 'offices/henderson']);
    const [first, second] = answer.listOfOfficesNearestToFarthest;
    expect(first?.distanceFromOrigin).toBe(0);
    expect(first?.officeName).toBe('Fixture Handyman of Summerlin');
    // Each office carries its phone, so a form offers the matched office's number from this answer alone.
    expect(answer.listOfOfficesNearestToFarthest.map((office) => office.phone)).toEqual(['(702) 555-0101', '(702) 555-0102']);
    // Henderson has no coordinates, so its ZIP centroid is used: compare with the data set's own (rounded) distance.
    expect(second?.distanceFromOrigin).not.toBe(Math.round(second?.distanceFromOrigin ?? 0));
    expect(Math.abs((second?.distanceFromOrigin ?? 0) - (distance('89135', '89052') ?? 0))).toBeLessThan(1);
  });

  it('orders offices without a territory claim nearest to farthest', async () => {
    const { answer } = await lookup('89101'); // downtown Las Vegas, in nobody's territory
    const distances = answer.listOfOfficesNearestToFarthest.map((office) => office.distanceFromOrigin);
    expect(homes(answer).sort()).toEqual(['offices/henderson', 'offices/summerlin']);
    expect(distances.every((miles) => miles > 0)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('lets territory beat distance: an allowed ZIP lists every office claiming it at 0', async () => {
    const { answer } = await lookup('89144');
    expect(answer.listOfOfficesNearestToFarthest.slice(0, 2)).toEqual([
      expect.objectContaining({ officeHomePage: 'offices/summerlin', distanceFromOrigin: 0 }),
      expect.objectContaining({ officeHomePage: 'offices/henderson', distanceFromOrigin: 0 }),
    ]);
  });

  it('accepts ZIP+4 and answers as for its five-digit ZIP', async () => {
    expect((await lookup('89135-1234')).answer).toEqual((await lookup('89135')).answer);
  });

  it('calls a ZIP with no office within the radius unserviceable, keeping its origin', async () => {
    const { response, answer } = await lookup('59001'); // Montana
    expect(response.statusCode).toBe(200);
    expect(answer).toEqual({
      isUnservicableZipCode: true,
      listOfOfficesNearestToFarthest: [],
      originState: 'MT',
      originCity: expect.any(String),
    });
  });

  it('calls an unknown ZIP unserviceable', async () => {
    expect((await lookup('00000')).answer).toEqual({
      isUnservicableZipCode: true,
      listOfOfficesNearestToFarthest: [],
      originState: '',
      originCity: '',
    });
  });

  it('applies a configured radius', async () => {
    const wide = makeTestApp({ serviceRadiusMiles: 400 });
    try {
      expect(homes((await lookup('85201', wide)).answer)).toEqual(['offices/mesa', 'offices/henderson', 'offices/summerlin']);
      expect(homes((await lookup('85201')).answer)).toEqual(['offices/mesa']);
    } finally {
      await wide.close();
    }
  });

  it.each([
    ['', /"zipCode" is required|zipCode must be/],
    ['1234', /zipCode must be a 5-digit ZIP code or ZIP\+4/],
    ['123456', /got "123456"/],
    ['12345-67', /zipCode must be/],
    ['ABCDE', /zipCode must be/],
  ])('refuses %j with a 400 naming the problem', async (zipCode, message) => {
    const { response } = await lookup(zipCode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });

  it('refuses a missing or repeated zipCode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/external-services/zip-code-lookup' })).json()).toHaveProperty(
      'message',
      'Query parameter "zipCode" is required.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/external-services/zip-code-lookup?zipCode=89135&zipCode=89144' })).statusCode).toBe(
      400,
    );
  });
});
