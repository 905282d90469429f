import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { contentSettled } from '../../testing/routing-kit';
import NotFoundPage from './NotFoundPage';

const CONTENT = {
  path: 'resources/404',
  totalResults: 1,
  results: [
    {
      DetailPage: {
        Name: '404',
        Title: 'Page Not Found',
        Description: 'The page you were looking for could not be found.',
        URL: 'resources/404',
        SURL: 'resources/404',
        Heading: { Value: 'Oops! That page is off the job site.' },
        Copy: { Value: '<p>The page you were looking for may have moved.</p>' },
        HeroWithOverlay: {
          BackgroundImage: { Value: 'Images/Banners/not-found.svg', Width: '1600', Height: '500' },
          Heading: { Value: 'Let’s get you back on track' },
        },
        Trays: [
          {
            TrayName: 'FindAnOffice',
            Heading: { Value: 'Find a Brightwood Handyman Near You' },
            PlaceholderText: { Value: 'Enter your zip code' },
            TextBelowInput: { Value: 'Enter the zip code where the work will be done.' },
            HandymanMatters: { Value: 'Local craftsmen.' },
          },
        ],
      },
    },
  ],
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function serve404(answer: unknown = CONTENT, extra: Record<string, unknown> = {}) {
  return mockFetch({ 'GET /api/page': answer, ...extra });
}

beforeEach(() => {
  document.head.innerHTML = '<title>x</title>';
  delete (window as DataLayerWindow).dataLayer;
});

afterEach(() => contentSettled());

test('loads Resources/404 and shows its large heading, not its message text', async () => {
  const fetchMock = serve404();
  renderRoute(<NotFoundPage />, { url: '/no-such-page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! That page is off the job site.' })).toBeInTheDocument();
  expect(screen.queryByText('The page you were looking for may have moved.')).toBeNull();
  const paths = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).searchParams.get('path'));
  expect(paths).toContain('resources/404');
  await waitFor(() => expect(document.title).toBe('Page Not Found'));
});

test('robots noindex while shown', async () => {
  serve404();
  const { unmount } = renderRoute(<NotFoundPage />, { url: '/no-such-page' });
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await screen.findByRole('heading', { level: 1 });
  unmount();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

test('records one page-not-found event per address, creating the data layer', async () => {
  serve404();
  const { router } = renderRoute(<NotFoundPage />, { url: '/no-such-page?x=1' });
  await screen.findByRole('heading', { level: 1 });
  expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'page-not-found', path: '/no-such-page' }]);
  await act(() => router.navigate('/another-missing-page'));
  await waitFor(() => expect((window as DataLayerWindow).dataLayer).toHaveLength(2));
  expect((window as DataLayerWindow).dataLayer![1]).toEqual({ event: 'page-not-found', path: '/another-missing-page' });
});

test('an existing data layer is kept and added to', async () => {
  (window as DataLayerWindow).dataLayer = [{ brand: 'Brightwood' }];
  serve404();
  renderRoute(<NotFoundPage />, { url: '/gone' });
  await screen.findByRole('heading', { level: 1 });
  expect((window as DataLayerWindow).dataLayer).toEqual([{ brand: 'Brightwood' }, { event: 'page-not-found', path: '/gone' }]);
});

test('the hero holds the find-an-office ZIP search, which finds the nearest office', async () => {
  serve404(CONTENT, {
    'GET /external-services/zip-code-lookup': {
      isUnservicableZipCode: false,
      listOfOfficesNearestToFarthest: [{ distanceFromOrigin: 3, officeHomePage: 'offices/summerlin' }],
      originState: 'NV',
    },
  });
  const { router } = renderRoute(<NotFoundPage />, { url: '/no-such-page' });
  const search = within(await screen.findByRole('search', { name: 'Find a Brightwood Handyman Near You' }));
  await userEvent.type(search.getByRole('textbox', { name: /ZIP code/ }), '89135');
  await userEvent.click(search.getByRole('button', { name: 'Find My Office' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices/summerlin'));
});

test("'or call us at' the national number when no office is known", async () => {
  serve404();
  renderRoute(<NotFoundPage />, { url: '/no-such-page' });
  const call = (await screen.findByText(/or call us at/)).closest('p')!;
  expect(within(call).getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('works when its content fails to load: own heading, ZIP search and phone', async () => {
  serve404(() => jsonResponse({ message: 'down' }, 500));
  renderRoute(<NotFoundPage />, { url: '/no-such-page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('search')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '866-FIX-MY-HOME' })).toBeInTheDocument();
  expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'page-not-found', path: '/no-such-page' }]);
});
