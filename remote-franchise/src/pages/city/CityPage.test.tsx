import { screen, within } from '@testing-library/react';
import { type FranchiseDetailPage } from '@handyman/contracts';
import { buildFranchiseDetailPage, field } from '@handyman/testing';
import { serveOffice } from '../../testing/office-fetch-kit';
import { withSpringValley } from '../../testing/office-fixtures';
import { renderOfficeRoute } from '../../testing/route-kit';
import { cityLoader } from './city-loader';
import { CityPage } from './CityPage';

const render = () =>
  renderOfficeRoute(
    { loader: cityLoader, Component: CityPage },
    { url: '/offices/summerlin/city/spring-valley', path: '/offices/:franchise/city/:city' },
  );

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
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withSpringValley());
  await render();
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
});

test('the banner carries its brush stroke in three pieces (left cap, middle, right cap), hidden from screen readers, and the office bar', async () => {
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withSpringValley());
  await render();
  await screen.findByRole('heading', { level: 1 });
  const strokes = screen.getByTestId('paint-strokes');
  expect(strokes).toHaveAttribute('aria-hidden', 'true');
  expect([...strokes.children].map((piece) => piece.className)).toEqual(['left', 'middle', 'right']);
  expect(within(screen.getByTestId('office-header')).getByRole('link', { name: 'Brightwood Handyman of Summerlin home' })).toHaveAttribute(
    'href',
    '/offices/summerlin',
  );
});

test('the estimate and booking tabs show when the city asks for them', async () => {
  serveOffice({ 'offices/summerlin/city/spring-valley': springValley() }, withSpringValley('Yes'));
  await render();
  await screen.findByTestId('city-page');
  expect(screen.getByRole('tab', { name: /Get an Estimate/i })).toBeInTheDocument();
});

test('a listed city the content service has no page for is not found', async () => {
  serveOffice({}, withSpringValley());
  await render();
  expect(await screen.findByRole('alert')).toHaveTextContent('NotFoundError');
  expect(screen.queryByTestId('city-page')).toBeNull();
});
