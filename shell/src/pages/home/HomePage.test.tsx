import { screen } from '@testing-library/react';
import type { HomePage as HomePageContent } from '@handyman/contracts';
import { useEstimateTabsPresent } from '@handyman/estimate';
import { envelope, mockFetch, renderRoute } from '@handyman/testing';
import { ErrorBoundary } from '@handyman/platform/ui';
import HomePage from './HomePage';

const HOME: HomePageContent = {
  Name: 'Home',
  Title: 'Handyman Services Near You',
  Description: 'Skilled local craftsmen.',
  URL: '',
  SURL: '',
  Banner: {
    Heading: { Value: 'Your Home’s To-Do List, Done Right' },
    Subheading: { Value: 'Skilled local craftsmen' },
    BackgroundImage: { Value: 'Images/Banners/home.svg', AlternateText: 'A home with a van out front', Width: '1600', Height: '500' },
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
  return renderRoute(
    <>
      <HomePage />
      <TabsPresence />
    </>,
    { url },
  );
}

test('hero with the banner, the ZIP finder on it, the tab area with the estimate form, then the trays', async () => {
  mockFetch({ 'GET /api/page': homeEnvelope });
  renderHome();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Home’s To-Do List, Done Right' })).toBeInTheDocument();
  expect(screen.getByText('Skilled local craftsmen')).toBeInTheDocument();

  const banner = screen.getByRole('img', { name: 'A home with a van out front' });
  expect(banner).toHaveAttribute('loading', 'eager');
  expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect(banner).toHaveAttribute('width', '1600');
  expect(banner).toHaveAttribute('height', '500');

  expect(screen.getByRole('heading', { level: 2, name: 'Find Your Local Handyman' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toHaveAttribute(
    'placeholder',
    'Enter your ZIP code',
  );
  expect(screen.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('form', { name: 'Free estimate request' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Why homeowners choose us' })).toBeInTheDocument();
});

test('the page title and description come from the home page content', async () => {
  mockFetch({ 'GET /api/page': homeEnvelope });
  renderHome();
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe('Handyman Services Near You');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Skilled local craftsmen.');
});

test('while the home page is shown, #GetEstimateLink belongs to its tab area, even before content arrives', async () => {
  mockFetch({ 'GET /api/page': () => new Promise<Response>(() => undefined) });
  const view = renderHome('/#GetEstimateLink');
  expect(screen.getByTestId('tabs-present')).toHaveTextContent('true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  view.unmount();
});

test('home content of another schema is the not-found error', async () => {
  mockFetch({ 'GET /api/page': { ...homeEnvelope, results: [{ DetailPage: { Name: 'x' } }] } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderRoute(
    <ErrorBoundary resetKey="/" fallback={(error) => <p>{(error as Error).name}</p>}>
      <HomePage />
    </ErrorBoundary>,
  );
  expect(await screen.findByText('NotFoundError')).toBeInTheDocument();
});
