import { screen, within } from '@testing-library/react';
import { finderService } from '../../testing/office-finder-kit';
import { renderShellPage } from '../../testing/shell-page-kit';

const renderStatePage = renderShellPage;

test('a state’s page: its heading, breadcrumb, count, the ZIP search and only that state’s offices', async () => {
  const fetchMock = finderService();
  renderStatePage('/offices/state/nevada');
  expect(await screen.findByRole('heading', { level: 1, name: 'Handyman offices in Nevada' })).toBeInTheDocument();
  // Home > Find A Handyman > Nevada
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
  expect(within(trail).getByText('Nevada')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText(/2 offices in Nevada/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toBeInTheDocument();

  const list = await screen.findByRole('list', { name: 'Offices in Nevada' });
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Brightwood Handyman of Henderson', 'Brightwood Handyman of Summerlin']);
  expect(within(list).getByRole('link', { name: 'Call Brightwood Handyman of Summerlin at (702) 555-0142' })).toHaveAttribute(
    'href',
    'tel:7025550142',
  );
  expect(within(list).getByRole('link', { name: 'View office for Brightwood Handyman of Summerlin' })).toHaveAttribute(
    'href',
    '/offices/summerlin',
  );
  expect(screen.getByRole('link', { name: 'See every state with offices' })).toHaveAttribute('href', '/offices');
  const asked = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url));
  expect(asked.filter((url) => url.pathname === '/localoffice/directory').map((url) => url.search)).toEqual(['?state=NV']);
});

test('a far ZIP lands on its state with the notice: how far, and a number to call', async () => {
  finderService();
  renderStatePage('/offices/state/nevada?nearestMiles=72');
  const notice = await screen.findByTestId('far-notice');
  expect(notice).toHaveTextContent('The nearest office is 72 miles from your ZIP code');
  expect(notice).toHaveTextContent('Call an office in Nevada below');
  expect(within(notice).getByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('a state without offices says so, with the national number, and lists nothing', async () => {
  finderService();
  renderStatePage('/offices/state/oregon?nearestMiles=140');
  expect(await screen.findByRole('heading', { level: 1, name: 'Handyman offices in Oregon' })).toBeInTheDocument();
  expect(screen.getByTestId('far-notice')).toHaveTextContent('We don’t have an office in Oregon yet');
  expect(screen.queryByRole('list', { name: 'Offices in Oregon' })).toBeNull();
});

test('a state without offices and no distance gets the plain notice', async () => {
  finderService();
  renderStatePage('/offices/state/oregon');
  expect(await screen.findByText(/We don’t have an office in Oregon yet./)).toBeInTheDocument();
});

test('a slug that names no state is not found', async () => {
  finderService();
  renderStatePage('/offices/state/atlantis');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
});
