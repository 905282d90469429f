import { matchRoutes } from 'react-router-dom';
import { routesOfRemote, routeTable, type RouteTarget } from './route-table';

const routes = routeTable.map(({ path, target }) => ({ path, target }));

function targetOf(pathname: string): RouteTarget | undefined {
  const match = matchRoutes(routes, pathname);
  return match?.[0]?.route.target;
}

const remote = (name: string, page: string) => ({ kind: 'remote', remote: name, page });

test.each([
  ['/', { kind: 'shell', page: 'home' }],
  ['/offices', { kind: 'shell', page: 'officeFinder' }],
  ['/offices.html', { kind: 'shell', page: 'officeFinder' }],
  ['/offices/state/new-york', { kind: 'shell', page: 'officeState' }],
  ['/findacraftsman', { kind: 'shell', page: 'officeFinder' }],
  ['/summerlin/findacraftsman', { kind: 'shell', page: 'officeFinder' }],
  ['/contact_success', { kind: 'shell', page: 'contactSuccess' }],
  ['/careers', { kind: 'shell', page: 'contentPage' }],
  ['/test-form-fill-page', { kind: 'shell', page: 'estimateForm' }],
  ['/why-choose-us/our-story', { kind: 'shell', page: 'contentPage' }],
  ['/our-story', { kind: 'shell', page: 'contentPage', contentPath: 'why-choose-us/our-story' }],
  ['/whychooseus/meettheteam', { kind: 'shell', page: 'contentPage', contentPath: 'why-choose-us/your-team' }],
  ['/resources/faqs', { kind: 'shell', page: 'contentPage' }],
  ['/resources/privacy-policy/sms-policy', { kind: 'shell', page: 'contentPage' }],
  ['/resources/helpful-home-club-terms-and-conditions', { kind: 'shell', page: 'contentPage' }],
  ['/services', remote('catalog', 'servicesIndex')],
  ['/services.html', remote('catalog', 'servicesIndex')],
  ['/services/doors-and-windows', remote('catalog', 'serviceDetail')],
  ['/services/doors-and-windows/doors', remote('catalog', 'serviceDetail')],
  ['/services/carpentry/trim', remote('catalog', 'subServiceDetail')],
  ['/summerlin/services/painting', remote('catalog', 'serviceDetail')],
  ['/summerlin/services/doors-and-windows/windows', remote('catalog', 'serviceDetail')],
  ['/packages', remote('catalog', 'packagesIndex')],
  ['/packages/fall-tune-up', remote('catalog', 'packageDetail')],
  ['/blog', remote('blog', 'list')],
  ['/blog.html', remote('blog', 'list')],
  ['/blog/page/2', remote('blog', 'list')],
  ['/blog/search/gutters', remote('blog', 'search')],
  ['/blog/page/2/search/gutters', remote('blog', 'search')],
  ['/blog/2026/03/14/fix-a-squeaky-door', remote('blog', 'post')],
  ['/blog/fix-a-squeaky-door', remote('blog', 'post')],
  ['/blog/category/seasonaltips', remote('blog', 'category')],
  ['/blog/category/seasonaltips/page/2', remote('blog', 'category')],
  ['/blog/author/janedoe/page/3', remote('blog', 'author')],
  ['/blog/year/2024', remote('blog', 'year')],
  ['/offices/summerlin/blog', remote('blog', 'franchiseList')],
  ['/offices/summerlin/blog/page/2', remote('blog', 'franchiseList')],
  ['/offices/summerlin/blog/deck-care', remote('blog', 'franchisePost')],
  ['/offices/summerlin', remote('franchise', 'home')],
  ['/offices/summerlin/contact_success', remote('franchise', 'contactSuccess')],
  ['/offices/summerlin/city/henderson', remote('franchise', 'city')],
  ['/offices/summerlin/campaign/spring', remote('franchise', 'campaign')],
  ['/offices/summerlin/local.json', remote('franchise', 'localJson')],
  ['/offices/summerlin/our-team', remote('franchise', 'contentPage')],
  ['/offices/summerlin/reviews', remote('franchise', 'contentPage')],
  ['/offices/summerlin/promotions/spring', remote('franchise', 'contentPage')],
  ['/offices/summerlin/services/decks', remote('franchise', 'contentPage')],
])('%s is routed', (pathname, expected) => {
  expect(targetOf(pathname)).toEqual(expected);
});

test.each(['/nope', '/blog/2026/03', '/offices/summerlin/city/a/b', '/resources/unknown-page', '/services/a/b/c'])(
  '%s is not a route',
  (pathname) => {
    expect(targetOf(pathname)).toBeUndefined();
  },
);

test('each remote owns its rows', () => {
  expect(routesOfRemote('catalog').map((row) => row.path)).toContain('/packages/:packageId');
  expect(routesOfRemote('catalog').every((row) => /^\/(:prefix\/)?(services|packages)/.test(row.path))).toBe(true);
  expect(routesOfRemote('blog').every((row) => /^\/(blog|offices\/:franchise\/blog)/.test(row.path))).toBe(true);
});
