import type { RouteSitemap } from '@handyman/platform';
import { ownEntries } from './server-remotes';

const everything: RouteSitemap = async () =>
  ['blog/page/2', 'offices/summerlin/blog/page/2', 'offices/summerlin/our-team', 'services/painting', 'careers', 'blog.html'].map(
    (path) => ({ path }),
  );

test('a remote lists only addresses it serves: another remote’s or the shell’s are dropped', async () => {
  const paths = async (remote: 'blog' | 'franchise' | 'catalog') =>
    (await ownEntries(remote, everything)({ index: [], load: (_key, fetch) => fetch() })).map((e) => e.path);
  expect(await paths('blog')).toEqual(['blog/page/2', 'offices/summerlin/blog/page/2', 'blog.html']);
  expect(await paths('franchise')).toEqual(['offices/summerlin/our-team']);
  expect(await paths('catalog')).toEqual(['services/painting']);
});
