import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field, mockMatchMedia, renderRoute } from '@handyman/testing';
import { LINK_GROUP_COLLAPSE_QUERY } from '../../common/LinkGroup';
import { loaderArgs } from '../../testing/loader-kit';
import { servicesIndex } from '../../testing/services-fixtures';
import { servicesIndexLoader } from './services-index-loader';
import { ServicesIndexPage } from './ServicesIndexPage';

const cleanups: (() => void)[] = [];
const afterTest = (cleanup: () => void) => cleanups.push(cleanup);
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The page as its route shows it: the loader's data from the content, drawn at the address. */
async function show(url: string, content = servicesIndex()) {
  const { data } = await servicesIndexLoader(loaderArgs(url, { services: content }));
  return renderRoute(<ServicesIndexPage data={data} />, { url });
}

test('banner heading, intro, most popular services at 250x150, footnotes, local pages and the office finder', async () => {
  await show('/services');
  expect(await screen.findByRole('heading', { name: 'Handyman Services for Every Room', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Every job, done right.')).toBeInTheDocument();
  const popular = screen.getByRole('link', { name: 'Doors' });
  expect(popular).toHaveAttribute('href', '/services/doors-and-windows');
  expect(within(popular).getByRole('presentation')).toHaveAttribute('width', '250');
  expect(within(popular).getByRole('presentation')).toHaveAttribute('height', '150');
  expect(screen.getByText('Services vary by location.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find your local office' })).toHaveAttribute('href', '/offices');
  expect(await screen.findByRole('heading', { name: 'Find a Handyman Near You' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Services');
});

test('the hash picks the tab; the other tabs’ groups are hidden', async () => {
  await show('/services#search-by-area');
  const area = await screen.findByRole('tab', { name: 'By Area' });
  expect(area).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'search-by-area');
  expect(screen.getByRole('link', { name: 'Gutters' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Tile' })).toBeNull();
});

test('an unknown hash gives the room tab; choosing another tab shows its groups and names it in the address', async () => {
  await show('/services#kitchen');
  expect(await screen.findByRole('tab', { name: 'By Room' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'By Service' }));
  expect(screen.getByRole('tab', { name: 'By Service' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('link', { name: 'Drywall' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#search-by-service');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'By Room' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'By Room' })).toHaveAttribute('aria-selected', 'true');
});

test('a group shows its links in lists of at most 9 and loses none', async () => {
  await show('/services');
  const kitchen = (await screen.findAllByTestId('link-group'))[0]!;
  const lists = within(kitchen).getAllByRole('list');
  expect(lists.map((list) => within(list).getAllByRole('link').length)).toEqual([9, 1]);
  expect(within(kitchen).getByRole('heading', { name: 'Kitchen' })).toHaveTextContent(/^Kitchen$/);
  expect(within(kitchen).queryByRole('button')).toBeNull();
});

test('below 600 px a group’s name opens and closes its links', async () => {
  const original = window.matchMedia;
  afterTest(() => {
    window.matchMedia = original;
  });
  mockMatchMedia((query) => query === LINK_GROUP_COLLAPSE_QUERY);
  await show('/services');
  const kitchen = (await screen.findAllByTestId('link-group'))[0]!;
  const toggle = within(kitchen).getByRole('button', { name: 'Kitchen' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(kitchen).queryByRole('link')).toBeNull();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(kitchen).getAllByRole('link')).toHaveLength(10);
});

test('without AddTabs every tab’s groups are listed under their own headings', async () => {
  await show('/services', servicesIndex({ AddTabs: field('false') }));
  expect(await screen.findByRole('heading', { name: 'By Area', level: 2 })).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).toBeNull();
  expect(screen.getByRole('link', { name: 'Tile' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Drywall' })).toBeInTheDocument();
});

test('the newLayout variant shows the groups as cards; the classic layout as plain columns', async () => {
  const { container } = await show('/services', servicesIndex({ NewLayout: field('true') }));
  await screen.findAllByTestId('link-group');
  expect(container.querySelectorAll('.newLayout')).toHaveLength(3);
  expect(container.querySelector('.classic')).toBeNull();
});
