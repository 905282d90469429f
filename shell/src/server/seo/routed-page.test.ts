import { isRoutedPage } from './routed-page';

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
    expect([path, isRoutedPage(path)]).toEqual([path, true]);
  for (const path of ['resources/404', 'careers/old/page', 'offices/summerlin/city/a/b', 'settings/global'])
    expect([path, isRoutedPage(path)]).toEqual([path, false]);
});
