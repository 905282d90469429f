import { screen } from '@testing-library/react';
import type { HomePage as HomePageContent } from '@handyman/contracts';
import { useEstimateTabsPresent } from '@handyman/estimate';
import { envelope, expectResponsiveImage, mockFetch, renderRoute } from '@handyman/testing';
import { renderShellPage } from '../../testing/shell-page-kit';
import HomePage from './HomePage';
import { homeView } from './home-view';

const HOME: HomePageContent = {
  Name: 'Home',
  Title: 'Handyman Services Near You',
  Description: 'Skilled local craftsmen.',
  URL: '',
  SURL: '',
  Banner: {
    Heading: { Value: 'Your Home’s To-Do List, Done Right' },
    Subheading: { Value: 'Skilled local craftsmen' },
    BackgroundImage: { Value: 'Images/Banners/home.jpg', AlternateText: 'A home with a van out front', Width: '2400', Height: '750' },
  },
  FindAnOffice: {
    Heading: { Value: 'Find Your Local Handyman' },
    PlaceholderText: { Value: 'Enter your zip code' },
    TextBelowInput: { Value: 'Where the work will be done.' },
    HandymanMatters: { Value: '' },
  },
  TabContent: {
    EstimateTabText: { Value: 'Get an Estimate' },
    ScheduleTabText: { Value: 'Book Online' },
    TextBeforePhoneNumber: { Value: 'Rather talk to a person? Call' },
    TextBelowPhoneNumber: { Value: 'Free phone estimates' },
    ScheduleCopy: { Value: '<p>Choose a time.</p>' },
  },
  Trays: [{ TrayName: 'BodyCopyTray', Heading: { Value: 'Why homeowners choose us' }, Copy: { Value: '<p>Local craftsmen.</p>' } }],
};

const homeEnvelope = envelope([{ HomePage: HOME }], { path: 'home' });

function TabsPresence() {
  return <span data-testid="tabs-present">{String(useEstimateTabsPresent())}</span>;
}

function renderHome(url = '/') {
  return renderShellPage(url);
}

const SETTINGS = {
  SiteSettings: { GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } }, MainTelephoneNumber: { Value: '18663496946' } },
};

test('hero with the banner, the ZIP finder on it, the tab area with the estimate form, then the trays', async () => {
  mockFetch({ 'GET /api/page': homeEnvelope, 'GET /api/x31': SETTINGS });
  renderHome();
  // The file's first render brings the estimate form and the trays: slow on a busy machine.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your Home’s To-Do List, Done Right' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Skilled local craftsmen')).toBeInTheDocument();

  const banner = screen.getByRole('img', { name: 'A home with a van out front' });
  expect(banner).toHaveAttribute('loading', 'eager');
  expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect(banner).toHaveAttribute('width', '2400');
  expect(banner).toHaveAttribute('height', '750');
  // The width of the screen: a phone fetches a phone-sized photo, and the page's head preloads it.
  expectResponsiveImage(banner, '100vw');

  expect(screen.getByRole('heading', { level: 2, name: 'Find Your Local Handyman' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toHaveAttribute(
    'placeholder',
    'Enter your ZIP code',
  );
  expect(screen.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('form', { name: 'Free estimate request' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Why homeowners choose us' })).toBeInTheDocument();
});

test('the page title, description and the brand’s structured data come from the loader', async () => {
  mockFetch({
    'GET /api/page': homeEnvelope,
    'GET /api/x31': {
      SiteSettings: { GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } }, MainTelephoneNumber: { Value: '18663496946' } },
    },
  });
  renderHome();
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe('Handyman Services Near You');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Skilled local craftsmen.');
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string },
  );
  expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
});

test('while the home page is shown, #GetEstimateLink belongs to its tab area', () => {
  mockFetch({});
  renderRoute(
    <>
      <HomePage data={homeView(HOME)} />
      <TabsPresence />
    </>,
    { url: '/#GetEstimateLink' },
  );
  expect(screen.getByTestId('tabs-present')).toHaveTextContent('true');
});

test('home content of another schema is the not-found page', async () => {
  mockFetch({ 'GET /api/page': { ...homeEnvelope, results: [{ DetailPage: { Name: 'x' } }] } });
  renderHome();
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
});
