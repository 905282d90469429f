import { isPageRedirect, NotFoundError } from '@handyman/platform/base';
import { buildFranchiseDetailPage, field } from '@handyman/testing';
import { contentArgs } from '../../testing/loader-kit';
import { withSpringValley } from '../../testing/office-fixtures';
import { cityLoader } from './city-loader';

const CITY = '/offices/summerlin/city/spring-valley';
const SETTINGS = { 'site-settings:x31': { GlobalSettings: { CanonicalBaseURL: field('https://www.example.com') } } };

const springValley = (overrides: Parameters<typeof buildFranchiseDetailPage>[0] = {}) => ({
  FranchiseDetailPage: buildFranchiseDetailPage({
    Name: 'Spring Valley',
    Title: 'Handyman in Spring Valley | {FranchiseName}',
    Description: 'Call {Phone}.',
    URL: 'offices/summerlin/city/spring-valley',
    Copy: field('<p>{FranchiseName} fixes doors. Call {Phone}.</p>'),
    ...overrides,
  }),
});

function load(url: string, pages: Record<string, unknown>, home = withSpringValley()) {
  return cityLoader(
    contentArgs(url, { franchise: 'summerlin' }, { '/offices/summerlin': { FranchiseHomePage: home }, ...pages }, SETTINGS),
  );
}

test('a city of the office: its own title and description, the office serving this city as its one business', async () => {
  const { data, head, status } = await load(CITY, { [CITY]: springValley() });
  expect(status).toBeUndefined();
  expect(head).toMatchObject({ title: 'Handyman in Spring Valley | {FranchiseName}', description: 'Call {Phone}.' });
  expect(head?.jsonLd).toEqual([
    expect.objectContaining({
      '@type': 'HomeAndConstructionBusiness',
      '@id': 'https://www.example.com/offices/summerlin#business',
      areaServed: [{ '@type': 'City', name: 'Spring Valley' }],
    }),
  ]);
  expect(data).toMatchObject({
    homePath: 'offices/summerlin',
    officeName: 'Brightwood Handyman of Summerlin',
    cityName: 'Spring Valley',
    copy: '<p>Brightwood Handyman of Summerlin fixes doors. Call (702) 555-0142.</p>',
    phone: '702-555-0142',
    tabs: null,
  });
  expect(data.banner.Heading).toEqual({ Value: 'Handyman Services in Spring Valley' });
  expect(data.trail.map((crumb) => crumb.URL)).toEqual(['', 'offices', 'offices/summerlin', '/offices/summerlin/city/spring-valley']);
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('content’s own city schema is not written: the office is the one business', async () => {
  const schema = field('{"@type":"LocalBusiness","name":"</script><script>alert(1)</script>"}');
  const { head } = await load(CITY, { [CITY]: springValley({ SEOCitySchemaScript: schema }) });
  expect(head?.jsonLd).toHaveLength(1);
  expect(JSON.stringify(head)).not.toContain('alert(1)');
});

test('the estimate tabs come when the city asks for them; the page’s own banner heading wins', async () => {
  const { data } = await load(
    CITY,
    { [CITY]: springValley({ BannerHeading: field('Spring Valley, {StateAbbreviation}') }) },
    withSpringValley('Yes'),
  );
  expect(data.tabs).not.toBeNull();
  expect(data.banner.Heading).toEqual({ Value: 'Spring Valley, {StateAbbreviation}' });
});

test('an address that is no city of the office moves to the office home', async () => {
  const error: unknown = await load('/offices/summerlin/city/atlantis', {}).catch((thrown: unknown) => thrown);
  expect(isPageRedirect(error) && error.location).toBe('/offices/summerlin');
});

test('a listed city without a page, or without an office, is not found', async () => {
  await expect(load(CITY, {})).rejects.toBeInstanceOf(NotFoundError);
  await expect(cityLoader(contentArgs(CITY, { franchise: 'summerlin' }, { [CITY]: springValley() }))).rejects.toBeInstanceOf(NotFoundError);
});
