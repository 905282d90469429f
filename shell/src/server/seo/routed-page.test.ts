import { REMOTE_ROUTE_PATHS, SITE_ROUTES } from '../../testing/remote-route-paths';
import { routedPages } from './routed-page';

test('content paths a route serves are pages; others (the 404 text, deeper paths) are not', () => {
  for (const path of [
    'home',
    'careers',
    'resources/privacy-policy/sms-policy',
    'services/painting/interior-painting',
    'offices/summerlin',
    'offices/summerlin/city/the-lakes',
    'offices/summerlin/promotions/50-off',
    'offices/summerlin/blog/a-post',
    'blog/2024/03/15/fix-a-leaky-faucet',
  ])
    expect([path, SITE_ROUTES.isRouted(path)]).toEqual([path, true]);
  for (const path of ['resources/404', 'careers/old/page', 'offices/summerlin/city/a/b', 'settings/global'])
    expect([path, SITE_ROUTES.isRouted(path)]).toEqual([path, false]);
});

test("a remote's pages are pages only while a remote serves them; a route may have its paths listed by themselves", () => {
  expect(routedPages([]).isRouted('blog/2024/03/15/fix-a-leaky-faucet')).toBe(false);
  const withGuides = routedPages([...REMOTE_ROUTE_PATHS, '/blog/guides'], ['/blog/guides']);
  expect(withGuides.isRouted('blog/guides')).toBe(true);
  expect(withGuides.fixed).toEqual(['blog/guides']);
  expect(SITE_ROUTES.fixed).toEqual([]);
});
