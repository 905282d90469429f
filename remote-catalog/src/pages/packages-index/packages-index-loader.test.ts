import type { HeroWithOverlay, Tray } from '@handyman/contracts';
import { isNotFoundError } from '@handyman/platform/base';
import { field, packagesIndex, packageSummary } from '@handyman/testing';
import { loaderArgs } from '../../testing/loader-kit';
import { packagesIndexLoader } from './packages-index-loader';

const halfDay = packageSummary('honey-do-half-day', 'Honey-Do Half Day');
const deck = packageSummary('deck-restoration', 'Deck Restoration');
const hero: HeroWithOverlay = { TrayName: 'HeroWithOverlay', BackgroundImage: field('Images/hero.svg'), Heading: field('One visit.') };
const faq = { TrayName: 'FAQAccordion', AccordionItem: [] } as Tray;

const load = (overrides: object = {}) =>
  packagesIndexLoader(
    loaderArgs('/packages', {
      packages: { PackagesIndex: { ...packagesIndex({ Interior: [halfDay], Exterior: [halfDay, deck] }, [halfDay]), ...overrides } },
    }),
  );

test('the index from its content at "packages": heading, featured package, every package once and the categories', async () => {
  const { data, head, status } = await load({ Description: 'Clear scopes.' });
  expect(head).toEqual({ title: 'Handyman Packages', description: 'Clear scopes.' });
  expect(status).toBeUndefined();
  expect(data.heading).toBe('Packages Built Around Real To-Do Lists');
  expect(data.featured).toEqual({ heading: 'Most Popular', label: 'Most Popular', pkg: halfDay });
  expect(data.packages.map((pkg) => pkg.Name)).toEqual(['Honey-Do Half Day', 'Deck Restoration']);
  expect(data.categories).toEqual([
    { name: 'Interior', keys: ['packages/honey-do-half-day'] },
    { name: 'Exterior', keys: ['packages/honey-do-half-day', 'packages/deck-restoration'] },
  ]);
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('a hero first among the trays heads the page; the other trays follow the packages', async () => {
  expect((await load({ Trays: [hero, faq] })).data).toMatchObject({ hero, trays: [faq] });
  expect((await load({ Trays: [faq, hero] })).data).toMatchObject({ hero: null, trays: [faq, hero] });
});

test('without a featured heading the box has its default words; without featured packages no box; the title falls back to the heading', async () => {
  expect((await load({ FeaturedPackageHeading: undefined })).data.featured).toMatchObject({
    heading: 'Featured Package',
    label: 'Featured package',
  });
  const { data, head } = await load({ FeaturedPackages: [], Title: '' });
  expect(data.featured).toBeNull();
  expect(head).toEqual({ title: 'Packages Built Around Real To-Do Lists' });
});

test('a page of another kind, or none, is not found; a failed call is thrown as it is', async () => {
  const other = await packagesIndexLoader(
    loaderArgs('/packages', { packages: { DetailPage: { Name: 'x', Title: 'x', URL: 'x', SURL: 'x' } } }),
  ).catch((thrown: unknown) => thrown);
  expect(isNotFoundError(other)).toBe(true);
  const none = await packagesIndexLoader(loaderArgs('/packages')).catch((thrown: unknown) => thrown);
  expect(isNotFoundError(none)).toBe(true);
  const failure = new Error('content down');
  await expect(packagesIndexLoader(loaderArgs('/packages', { packages: failure }))).rejects.toBe(failure);
});
