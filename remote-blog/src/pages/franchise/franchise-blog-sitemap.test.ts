import { franchiseBlogSitemap } from './franchise-blog-sitemap';

const post = (office: string, n: number, lastmod?: string) => ({
  path: `offices/${office}/blog/post-${n}`,
  schema: 'FranchiseBlogPost',
  ...(lastmod ? { lastmod } : {}),
});

test('each office blog is listed with its further pages, counted and dated from the posts under it', async () => {
  const index = [
    { path: 'offices/summerlin/blog', schema: 'FranchiseBlogIndex', lastmod: '2024-01-01T00:00:00Z' },
    ...Array.from({ length: 21 }, (_, n) => post('summerlin', n, `2024-02-${String(n + 1).padStart(2, '0')}T00:00:00Z`)),
    { path: 'offices/henderson/blog', schema: 'FranchiseBlogIndex' },
    post('henderson', 1),
    // Posts of an office without a blog list, and pages that are not posts, list nothing.
    post('reno', 1),
    { path: 'offices/summerlin/blog/post-1/extra', schema: 'FranchiseDetailPage' },
    { path: 'offices/summerlin', schema: 'FranchiseHomePage' },
  ];
  expect(await franchiseBlogSitemap({ index, load: (_key, fetch) => fetch() })).toEqual([
    { path: 'offices/summerlin/blog', lastmod: '2024-02-21' },
    { path: 'offices/summerlin/blog/page/2', lastmod: '2024-02-21' },
    { path: 'offices/summerlin/blog/page/3', lastmod: '2024-02-21' },
    { path: 'offices/henderson/blog', lastmod: undefined },
  ]);
});
