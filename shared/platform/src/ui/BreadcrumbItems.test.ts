import type { PageLink } from '@handyman/contracts';
import { breadcrumbItems, FRANCHISES_SHOWN_BY_LAST_WORD } from './BreadcrumbItems';

const home: PageLink = { Name: 'Home', URL: '', Schema: 'HomePage', Link: 'Home' };
const offices: PageLink = { Name: 'Offices', URL: 'offices', Schema: 'OfficesIndex' };
const page = (Name: string, URL: string, Schema = 'DetailPage'): PageLink => ({ Name, URL, Schema });

test('home is left out (the component shows the home icon); ancestors link, the last is current', () => {
  expect(breadcrumbItems([home, page('Why Choose Us', 'why-choose-us'), page('Our Story', 'why-choose-us/our-story')])).toEqual([
    { label: 'Why Choose Us', href: '/why-choose-us' },
    { label: 'Our Story', href: null },
  ]);
});

test('folder pages are hidden', () => {
  const trail = [
    home,
    page('Blog', 'blog', 'BlogIndex'),
    page('2023', 'blog/2023', 'Folder'),
    page('04', 'blog/2023/04', 'Folder'),
    page('Scams', 'blog/2023/04/scams', 'BlogPost'),
  ];
  expect(breadcrumbItems(trail).map((item) => item.label)).toEqual(['Blog', 'Scams']);
});

test("'Offices' reads 'Find A Handyman'", () => {
  expect(breadcrumbItems([home, offices, page('Henderson', 'offices/henderson', 'FranchiseHomePage')])[0]).toEqual({
    label: 'Find A Handyman',
    href: '/offices',
  });
});

test('a current page titled with hyphens keeps its own spelling', () => {
  const trail = [home, page('Blog', 'blog'), page('Winter-Ready in a Weekend', 'blog/2026/10/01/winter-ready-in-a-weekend')];
  expect(breadcrumbItems(trail).map((item) => item.label)).toEqual(['Blog', 'Winter-Ready in a Weekend']);
  expect(breadcrumbItems([home, page('Honey-Do Half Day', 'packages/honey-do-half-day')])[0]!.label).toBe('Honey-Do Half Day');
});

test('a current page named by its path slug has its hyphens replaced by spaces; ancestors keep theirs', () => {
  const trail = [home, page('do-it-yourself', 'diy'), page('sell-your-home-checklist', 'diy/sell')];
  expect(breadcrumbItems(trail).map((item) => item.label)).toEqual(['do-it-yourself', 'sell your home checklist']);
});

test('a franchise home in the known set shows the last word of the franchise name', () => {
  const known = [...FRANCHISES_SHOWN_BY_LAST_WORD][0]!;
  const franchise = page('Brightwood Handyman of Henderson', 'offices/henderson', 'FranchiseHomePage');
  expect(known).toBe('brightwood handyman of henderson');
  expect(breadcrumbItems([home, offices, franchise, page('Our Team', 'offices/henderson/our-team')])[1]!.label).toBe('Henderson');
  expect(
    breadcrumbItems([home, offices, page('Henderson Office', 'offices/henderson', 'FranchiseHomePage')], {
      franchiseName: 'Brightwood Handyman of Henderson',
    })[1]!.label,
  ).toBe('Henderson');
});

test('a franchise home outside the set shows its own name, hyphens and all, even as the last item', () => {
  const franchise = page('Tampa-Bay Office', 'offices/tampa', 'FranchiseHomePage');
  expect(breadcrumbItems([home, offices, franchise], { franchiseName: 'Brightwood Handyman of Tampa Bay' })[1]).toEqual({
    label: 'Tampa-Bay Office',
    href: null,
  });
});

test('on city pages each item shows its own name', () => {
  const trail = [
    home,
    offices,
    page('Brightwood Handyman of Plano', 'offices/plano', 'FranchiseHomePage'),
    page('city', 'offices/plano/city', 'Folder'),
    page('Frisco-North', 'offices/plano/city/frisco'),
  ];
  expect(breadcrumbItems(trail, { cityPage: true }).map((item) => item.label)).toEqual([
    'Find A Handyman',
    'Brightwood Handyman of Plano',
    'Frisco-North',
  ]);
});

test('no trail, no items', () => {
  expect(breadcrumbItems(undefined)).toEqual([]);
  expect(breadcrumbItems([home])).toEqual([]);
});
