import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/<resource>', () => {
  it('answers the global settings x31 as stored', async () => {
    const response = await get('/api/x31');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('SiteSettings.GlobalSettings.BrandName.Value', 'Fixture Handyman');
    expect((await get('/api/X31')).statusCode).toBe(200);
  });

  it('answers an unknown resource with a 404 JSON error and a malformed name with a 400', async () => {
    const missing = await get('/api/x99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'No content resource named "x99".' });
    const malformed = await get('/api/..%2Fsecrets');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('GET /api/reviews', () => {
  it('answers an office’s reviews by place id', async () => {
    const response = await get('/api/reviews?placeId=ChIJsummerlin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      placeId: 'ChIJsummerlin',
      franchiseReviews: [{ rating: 5, reviewDescription: 'Great work on our fence.', reviewerName: 'Pat' }],
    });
  });

  it.each([
    ['/api/reviews', 400, /"placeId" is required/],
    ['/api/reviews?placeId=a%20b', 400, /letters, digits/],
    ['/api/reviews?placeId=ChIJnowhere', 404, /No reviews for place "ChIJnowhere"/],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('message', expect.stringMatching(message));
  });
});

describe('GET /localoffice/orderby/state', () => {
  it('lists offices by state name, then office name, in the LocalOffice shape', async () => {
    const offices = (await get('/localoffice/orderby/state')).json<{ Name: string; State: string }[]>();
    expect(offices.map((office) => [office.State, office.Name])).toEqual([
      ['Arizona', 'Fixture Handyman of Mesa'],
      ['Nevada', 'Fixture Handyman of Henderson'],
      ['Nevada', 'Fixture Handyman of Summerlin'],
      ['Texas', 'Alamo Fixture Handyman'],
      ['Texas', 'Fixture Handyman of Austin'],
    ]);
    expect(offices[2]).toEqual({
      Name: 'Fixture Handyman of Summerlin',
      City: 'Las Vegas',
      State: 'Nevada',
      StateAbbreviation: 'NV',
      PhoneNumber: '(702) 555-0101',
      HomePageLink: { URL: 'offices/summerlin' },
      SchedulePageLink: { URL: 'https://booking.example.com/summerlin' },
      OwnedZipcodes: ['89135', '89138'],
      AllowedZipcodes: ['89144'],
    });
  });

  it('drops malformed territory ZIPs and links offices without a scheduling page to /scheduling', async () => {
    const offices = (await get('/localoffice/orderby/state')).json<
      { Name: string; AllowedZipcodes: string[]; SchedulePageLink: { URL: string } }[]
    >();
    const henderson = offices.find((office) => office.Name.endsWith('Henderson'));
    expect(henderson?.AllowedZipcodes).toEqual(['89144']);
    expect(henderson?.SchedulePageLink.URL).toBe('http://localhost:4000/scheduling?office=henderson');
  });
});
