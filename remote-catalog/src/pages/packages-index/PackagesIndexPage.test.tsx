import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeroWithOverlay } from '@handyman/contracts';
import { field, packagesIndex, packageSummary, renderRoute } from '@handyman/testing';
import { loaderArgs } from '../../testing/loader-kit';
import { packagesIndexLoader } from './packages-index-loader';
import { PackagesIndexPage } from './PackagesIndexPage';

const halfDay = packageSummary('honey-do-half-day', 'Honey-Do Half Day');
const bath = packageSummary('bathroom-refresh', 'Bathroom Refresh');
const deck = packageSummary('deck-restoration', 'Deck Restoration');
const hero: HeroWithOverlay = {
  TrayName: 'HeroWithOverlay',
  BackgroundImage: field('Images/hero.svg'),
  Heading: field('One visit. A clear scope.'),
};

/** The page as its route shows it: the loader's data from the content, drawn at the address. */
async function show(url: string) {
  const index = { ...packagesIndex({ Interior: [halfDay, bath], Exterior: [halfDay, deck] }, [halfDay]), Trays: [hero] };
  const { data } = await packagesIndexLoader(loaderArgs(url, { packages: { PackagesIndex: index } }));
  return renderRoute(<PackagesIndexPage data={data} />, { url });
}

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('heading, intro, hero, the featured package with Learn More, and every package under SHOW ALL', async () => {
  await show('/packages');
  expect(await screen.findByRole('heading', { level: 1, name: 'Packages Built Around Real To-Do Lists' })).toBeInTheDocument();
  expect(screen.getByText('Clear scopes.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'One visit. A clear scope.' })).toBeInTheDocument();
  const featured = screen.getByTestId('featured-package');
  expect(within(featured).getByRole('heading', { name: 'Most Popular' })).toBeInTheDocument();
  expect(within(featured).getByRole('link', { name: 'Learn More about Honey-Do Half Day' })).toHaveAttribute(
    'href',
    '/packages/honey-do-half-day',
  );
  expect(screen.getByRole('tab', { name: 'SHOW ALL' })).toHaveAttribute('aria-selected', 'true');
  expect(cardNames()).toEqual(['Honey-Do Half Day', 'Bathroom Refresh', 'Deck Restoration']);
  expect(await screen.findByRole('heading', { name: 'Find Your Local Office' })).toBeInTheDocument();
});

test('the hash picks a category; clicking a tab switches and names it in the address', async () => {
  await show('/packages#Exterior');
  expect(await screen.findByRole('tab', { name: 'Exterior' })).toHaveAttribute('aria-selected', 'true');
  expect(cardNames()).toEqual(['Honey-Do Half Day', 'Deck Restoration']);
  await userEvent.click(screen.getByRole('tab', { name: 'Interior' }));
  expect(cardNames()).toEqual(['Honey-Do Half Day', 'Bathroom Refresh']);
  expect(window.location.hash).toBe('#Interior');
  await userEvent.click(screen.getByRole('tab', { name: 'SHOW ALL' }));
  expect(cardNames()).toHaveLength(3);
});

test('an unknown category in the hash shows all', async () => {
  await show('/packages#kitchens');
  expect(await screen.findByRole('tab', { name: 'SHOW ALL' })).toHaveAttribute('aria-selected', 'true');
  expect(cardNames()).toHaveLength(3);
});
