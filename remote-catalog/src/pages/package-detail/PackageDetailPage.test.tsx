import { screen, within } from '@testing-library/react';
import { envelope, mockFetch, renderRoute } from '@handyman/testing';
import { packageDetail } from '../../testing/catalog-fixtures';
import { ErrorCatcher } from '../../testing/error-catcher-kit';
import { PackageDetailPage } from './PackageDetailPage';

function show(url = '/packages/curb-appeal', content = packageDetail()) {
  const fetchMock = mockFetch({ 'GET /api/page': envelope([content], { path: 'packages/curb-appeal' }) });
  renderRoute(<PackageDetailPage />, { url, path: '/packages/:packageId' });
  return fetchMock;
}

test('banner, breadcrumb, intro, time estimate with its label and the Get An Estimate link', async () => {
  const fetchMock = show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Curb Appeal' })).toBeInTheDocument();
  expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).searchParams.get('path')).toBe('packages/curb-appeal');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Packages');
  expect(screen.getByText('The front of your house sets the tone.')).toBeInTheDocument();
  expect(screen.getByTestId('time-estimate')).toHaveTextContent(/Time Estimate\s*One to two days/);
  expect(screen.getByRole('link', { name: 'Get An Estimate' })).toHaveAttribute('href', '#GetEstimateLink');
});

test('highlights with their icons, what you get, options, gallery, terms and the booking box', async () => {
  show();
  const highlights = await screen.findByRole('list', { name: 'Package highlights' });
  expect(
    within(highlights)
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.querySelector('svg')?.dataset.icon]),
  ).toEqual([
    ['Better first impressions', 'star'],
    ['Done in a day or two', 'calendar'],
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'What You Get' })).toBeInTheDocument();
  expect(screen.getByText('Front door painted')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Curb Appeal package' })).toBeInTheDocument();
  expect(screen.getByText('Add new shutters.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Deck Restoration' })).toHaveAttribute('href', '/packages/deck-restoration');
  expect(screen.getByText('Fixtures billed at cost.')).toBeInTheDocument();
  const booking = screen.getByTestId('package-booking');
  expect(booking.closest('#book-online')).not.toBeNull();
  expect(within(booking).getByText('Availability varies by office.')).toBeInTheDocument();
  expect(within(booking).getByRole('textbox')).toBeInTheDocument();
});

test('a page of another kind at the address is not found', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({ 'GET /api/page': envelope([{ DetailPage: { Name: 'x', Title: 'x', URL: 'x', SURL: 'x' } }]) });
  renderRoute(
    <ErrorCatcher>
      <PackageDetailPage />
    </ErrorCatcher>,
    { url: '/packages/x', path: '/packages/:packageId' },
  );
  expect(await screen.findByText('caught NotFoundError')).toBeInTheDocument();
});
