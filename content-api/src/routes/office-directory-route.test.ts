import type { OfficeListing, OfficeState } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /localoffice/directory', () => {
  it('lists every office without ZIP territories, by state name then office name', async () => {
    const response = await get('/localoffice/directory');
    expect(response.statusCode).toBe(200);
    const offices = response.json<OfficeListing[]>();
    expect(offices.map((office) => office.HomePageLink.URL)).toEqual([
      'offices/mesa',
      'offices/henderson',
      'offices/summerlin',
      'offices/alamo',
      'offices/austin',
    ]);
    expect(offices[0]).toEqual({
      Name: 'Fixture Handyman of Mesa',
      City: expect.any(String),
      State: 'Arizona',
      StateAbbreviation: 'AZ',
      PhoneNumber: expect.any(String),
      HomePageLink: { URL: 'offices/mesa' },
      SchedulePageLink: { URL: expect.any(String) },
    });
    expect(response.body).not.toMatch(/Zipcodes/);
  });

  it('answers the offices of one state, naming the state in any case', async () => {
    for (const state of ['NV', 'nv', 'Nv']) {
      const offices = (await get(`/localoffice/directory?state=${state}`)).json<OfficeListing[]>();
      expect(offices.map((office) => office.Name)).toEqual(['Fixture Handyman of Henderson', 'Fixture Handyman of Summerlin']);
    }
  });

  it('answers an empty list for a state without offices', async () => {
    const response = await get('/localoffice/directory?state=MT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['Nevada', 'N', 'N1', '', '<script>'])('refuses the malformed state %j with a 400', async (state) => {
    const response = await get(`/localoffice/directory?state=${encodeURIComponent(state)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/two-letter/) });
  });

  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await get('/localoffice/directory?state=TX');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('/localoffice/directory?state=TX', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/localoffice/directory?state=NV', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('GET /localoffice/states', () => {
  it('lists the states that have offices, by name, with their office counts', async () => {
    const response = await get('/localoffice/states');
    expect(response.statusCode).toBe(200);
    expect(response.json<OfficeState[]>()).toEqual([
      { State: 'Arizona', StateAbbreviation: 'AZ', officeCount: 1 },
      { State: 'Nevada', StateAbbreviation: 'NV', officeCount: 2 },
      { State: 'Texas', StateAbbreviation: 'TX', officeCount: 2 },
    ]);
    expect((await get('/localoffice/states', { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
  });
});
