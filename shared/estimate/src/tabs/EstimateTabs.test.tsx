import { act, screen } from '@testing-library/react';
import { useSiteStore } from '@handyman/platform';
import { mockFetch } from '@handyman/testing';
import { renderTabs, TAB_CONTENT } from '../testing/estimate-tabs-kit';

const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch({});
});

test('two tabs, the estimate tab open by default, no badges while the counts are 0', () => {
  renderTabs();
  expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(['Get an Estimate', 'Book Online']);
  expect(tab('Get an Estimate')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Get an Estimate' })).toHaveTextContent('The estimate form');
  expect(screen.queryByRole('tabpanel', { name: 'Book Online' })).toBeNull();
  expect(screen.queryByTestId('tab-badge-estimate')).toBeNull();
  expect(screen.queryByTestId('tab-badge-schedule')).toBeNull();
});

test('a tab count above 0 shows as a badge on that tab only', () => {
  renderTabs('/', { badges: { estimate: 0, schedule: 2 } });
  expect(screen.getByTestId('tab-badge-schedule')).toHaveTextContent('2');
  expect(screen.queryByTestId('tab-badge-estimate')).toBeNull();
});

test.each([
  ['/#BookOnlineLink', 'Book Online'],
  ['/#booking-ctas', 'Book Online'],
  ['/#GetEstimateLink', 'Get an Estimate'],
  ['/#reviews', 'Get an Estimate'],
])('%s opens the %s tab', (url, name) => {
  renderTabs(url);
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
});

test('clicking switches tabs; the next hash change picks the tab again', async () => {
  const { user, router } = renderTabs('/#BookOnlineLink');
  await user.click(tab('Get an Estimate'));
  expect(tab('Get an Estimate')).toHaveAttribute('aria-selected', 'true');
  await user.click(tab('Book Online'));
  expect(screen.getByRole('tabpanel', { name: 'Book Online' })).toBeVisible();

  await act(() => router.navigate('/#GetEstimateLink'));
  expect(tab('Get an Estimate')).toHaveAttribute('aria-selected', 'true');
  await act(() => router.navigate('/#booking-ctas'));
  expect(tab('Book Online')).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys, Home and End move between the tabs and select them', async () => {
  const { user } = renderTabs();
  await user.click(tab('Get an Estimate'));
  await user.keyboard('{ArrowRight}');
  expect(tab('Book Online')).toHaveFocus();
  expect(tab('Book Online')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Get an Estimate')).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{ArrowRight}');
  expect(tab('Get an Estimate')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Book Online')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(tab('Get an Estimate')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(tab('Book Online')).toHaveFocus();
});

test('without an office known, the schedule tab books on the site’s scheduling page (it asks for the ZIP)', async () => {
  const { user } = renderTabs();
  await user.click(tab('Book Online'));
  const panel = screen.getByRole('tabpanel', { name: 'Book Online' });
  expect(panel).toHaveTextContent('Choose a time that suits you.');
  expect(screen.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'http://schedule.test/book');
});

test('with the visitor’s recent office, Book Online goes to its scheduling page with the ZIP they gave it', async () => {
  useSiteStore.getState().setRecentZip({ zip: '89135', office: 'offices/summerlin' });
  useSiteStore.getState().setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142' });
  const { user } = renderTabs('/');
  await user.click(tab('Book Online'));
  expect(screen.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'http://schedule.test/book?office=summerlin&zip=89135');
});

test('the office a page names books with it, whatever the visitor visited before', async () => {
  useSiteStore.getState().setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142' });
  const { user } = renderTabs('/services/painting', { office: 'offices/plano' });
  await user.click(tab('Book Online'));
  expect(screen.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'http://schedule.test/book?office=plano');
});

test('a scheduling page given to the area wins', async () => {
  const { user } = renderTabs('/', { page: 'offices', schedulingUrl: 'https://book.example/summerlin' });
  await user.click(tab('Book Online'));
  expect(screen.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'https://book.example/summerlin');
});

test('the estimate image is shown at its content size', () => {
  renderTabs();
  const image = screen.getByRole('img', { name: 'A van on a street' });
  expect(image).toHaveAttribute('src', 'http://media.test/media/Images/van.svg');
  expect(image).toHaveAttribute('width', '800');
  expect(image).toHaveAttribute('height', '600');
});

test('without an estimate image there is no image', () => {
  renderTabs('/', { content: { ...TAB_CONTENT, EstimateImage: undefined } });
  expect(screen.queryByRole('img')).toBeNull();
});
