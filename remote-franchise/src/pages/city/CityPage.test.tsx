import { screen, within } from '@testing-library/react';
import { isNotFoundError } from '@handyman/platform';
import { type FranchiseDetailPage, type FranchiseHomePage } from '@handyman/contracts';
import { ErrorBoundary } from '@handyman/platform/ui';
import { buildFranchiseDetailPage, field, renderRoute } from '@handyman/testing';
import { serveOffice } from '../../testing/office-fetch-kit';
import { summerlin } from '../../testing/office-fixtures';
import { CityPage } from './CityPage';

const ROUTE = '/offices/:franchise/city/:city';

function withCities(tabs: 'Yes' | 'No' = 'No'): FranchiseHomePage {
  const home = summerlin();
  home.ServiceCitySEO = [
    {
      City: field('Spring Valley'),
      CityURL: 'offices/summerlin/city/spring-valley',
      Template: { ID: 'franchise-city' },
      ScheduleandEstimateTabTray: field(tabs),
    },
  ];
  return home;
}

function springValley(): { FranchiseDetailPage: FranchiseDetailPage } {
  return {
    FranchiseDetailPage: buildFranchiseDetailPage({
      Name: 'Spring Valley',
      Title: 'Handyman in Spring Valley | {FranchiseName}',
      Description: 'Call {Phone}.',
      URL: 'offices/summerlin/city/spring-valley',
      SURL: 'offices/summerlin/city/spring-valley',
      BannerHeading: field('Handyman Services in Spring Valley, {StateAbbreviation}'),
      Copy: field('<p>{FranchiseName} fixes doors across Spring Valley. Call {Phone}.</p>'),
      SEOCitySchemaScript: field('{"@type":"LocalBusiness","name":"</script><script>alert(1)</script>"}'),
      Trays: [{ TrayName: 'Testimonial', Quote: field('Fast work in {City}.'), Attribution: field('Ann B.') }],
    }),
  };
}

function visibleText(): string {
  const copy = screen.getByTestId('city-page').cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script').forEach((script) => script.remove());
  return copy.textContent ?? '';
}

test('a city of the office: banner heading, breadcrumb, copy and trays with the office filled in, office card', async () => {
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withCities());
  renderRoute(<CityPage />, { url: '/offices/summerlin/city/spring-valley', path: ROUTE });
  expect(await screen.findByRole('heading', { level: 1, name: 'Handyman Services in Spring Valley, NV' })).toBeInTheDocument();
  expect(screen.getByText('Brightwood Handyman of Summerlin fixes doors across Spring Valley. Call (702) 555-0142.')).toBeInTheDocument();
  expect(screen.getByText(/Fast work in Las Vegas/)).toBeInTheDocument();
  const trail = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
  expect(trail.getByRole('link', { name: /find a handyman/i })).toHaveAttribute('href', '/offices');
  expect(trail.getByText('Spring Valley')).toBeInTheDocument();
  const card = within(screen.getByRole('complementary'));
  expect(card.getByRole('link', { name: /\(702\) 555-0142/ })).toHaveAttribute('href', 'tel:7025550142');
  expect(card.getByRole('link', { name: 'Get a Free Estimate' })).toHaveAttribute('href', '/offices/summerlin#GetEstimateLink');
  expect(visibleText()).not.toMatch(/[{}]/);
  expect(document.title).toContain('Handyman in Spring Valley | Brightwood Handyman of Summerlin');
});

test('the banner carries its brush stroke in three pieces (left cap, middle, right cap), hidden from screen readers, and the office bar', async () => {
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withCities());
  renderRoute(<CityPage />, { url: '/offices/summerlin/city/spring-valley', path: ROUTE });
  await screen.findByRole('heading', { level: 1 });
  const strokes = screen.getByTestId('paint-strokes');
  expect(strokes).toHaveAttribute('aria-hidden', 'true');
  expect([...strokes.children].map((piece) => piece.className)).toEqual(['left', 'middle', 'right']);
  expect(within(screen.getByTestId('office-header')).getByRole('link', { name: 'Brightwood Handyman of Summerlin home' })).toHaveAttribute(
    'href',
    '/offices/summerlin',
  );
});

test("the city's structured data is one business, the office, serving this city; content's own city schema is not written", async () => {
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withCities());
  renderRoute(<CityPage />, { url: '/offices/summerlin/city/spring-valley', path: ROUTE });
  const script = await screen.findByTestId('office-schema');
  expect(script).toHaveAttribute('type', 'application/ld+json');
  expect(script.textContent).not.toContain('</script>');
  const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'HomeAndConstructionBusiness',
    '@id': expect.stringMatching(/\/offices\/summerlin#business$/),
    areaServed: [{ '@type': 'City', name: 'Spring Valley' }],
    address: expect.objectContaining({ '@type': 'PostalAddress' }),
  });
  const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => (JSON.parse(block.textContent ?? '') as { '@type': string })['@type'],
  );
  expect(types.sort()).toEqual(['BreadcrumbList', 'HomeAndConstructionBusiness']);
});

test('the estimate and booking tabs show when the city asks for them', async () => {
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withCities('Yes'));
  renderRoute(<CityPage />, { url: '/offices/summerlin/city/spring-valley', path: ROUTE });
  await screen.findByTestId('city-page');
  expect(screen.getByRole('tab', { name: /Get an Estimate/i })).toBeInTheDocument();
});

test('an address that is not one of the office’s cities goes to the office home, replacing history', async () => {
  serveOffice({}, withCities());
  const { router } = renderRoute(<CityPage />, { url: '/offices/summerlin/city/atlantis', path: ROUTE });
  expect(await screen.findByText('other route')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/offices/summerlin');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a listed city the content service has no page for is the not-found page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveOffice({}, withCities());
  const page = (
    <ErrorBoundary resetKey="city" fallback={(error) => <p>{isNotFoundError(error) ? 'not found' : 'other error'}</p>}>
      <CityPage />
    </ErrorBoundary>
  );
  renderRoute(page, { url: '/offices/summerlin/city/spring-valley', path: ROUTE });
  expect(await screen.findByText('not found')).toBeInTheDocument();
});
