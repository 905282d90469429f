import type { FranchiseHomePage } from '@handyman/contracts';
import { nameFromPath, recentFranchiseLinks } from './recent-franchise-links';

test('the anchors on the franchise home come first, then its pages the anchors do not cover (its services and promotion pages are in its own menu)', () => {
  const home = {
    Navigation: {
      Page: [
        { Name: 'why-choose-us', URL: 'offices/plano/why-choose-us', Link: 'Why Choose Us' },
        { Name: 'our-team', URL: 'offices/plano/our-team', Link: 'Our Team' },
        { Name: 'kitchen-and-bath', URL: 'offices/plano/services/kitchen-and-bath', Link: 'Kitchen & Bath' },
        { Name: 'promotion', URL: 'offices/plano/promotions/75-off', Link: 'Current Promotion' },
        { Name: 'Reviews', URL: 'offices/plano/reviews', Link: 'Reviews' },
      ],
    },
  } as unknown as FranchiseHomePage;
  expect(recentFranchiseLinks('/offices/plano/', home).map((page) => [page.Link, page.URL])).toEqual([
    ['Why Choose Us', 'offices/plano#why-choose-us'],
    ['Offers', 'offices/plano#offers'],
    ['Reviews', 'offices/plano#reviews'],
    ['Our Work', 'offices/plano#our-work'],
    ['Our Team', 'offices/plano/our-team'],
  ]);
});

test('before the home page loads (or when it fails) the anchors alone', () => {
  expect(recentFranchiseLinks('offices/plano')).toHaveLength(4);
});

test('a name from the path when none is known', () => {
  expect(nameFromPath('offices/north-raleigh')).toBe('North Raleigh');
});
