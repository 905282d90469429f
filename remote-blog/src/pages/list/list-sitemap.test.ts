import { jsonResponse, mockFetch } from '@handyman/testing';
import { authorSitemap, blogListSitemap, categorySitemap, yearSitemap } from './list-sitemap';

const facets = {
  totalPosts: 25,
  years: [
    { name: '2026', count: 11, lastmod: '2026-03-04T10:00:00Z' },
    { name: '2025', count: 14, lastmod: '2025-12-30T10:00:00Z' },
    { name: '20x6', count: 3 },
  ],
  categories: [
    { name: 'Kitchen and Bath', count: 21, lastmod: '2026-03-04T10:00:00Z' },
    { name: 'Retired', count: 0, lastmod: '2020-01-01T00:00:00Z' },
    { name: '  ', count: 4 },
  ],
  authors: [{ name: 'Marcus Bell', count: 3, lastmod: '2025-06-01T00:00:00Z' }],
};
/** Each sitemap build's cache, off: every lister reads afresh. */
const NO_CACHE = { index: [], load: <T>(_key: string, fetch: () => Promise<T>) => fetch() };
const paths = (entries: readonly { path: string }[]) => entries.map((entry) => entry.path);

test('the blog lists its pages, ten posts a page, dated by its newest post', async () => {
  mockFetch({ 'GET /api/blogfacets': facets });
  expect(await blogListSitemap(NO_CACHE)).toEqual([
    { path: 'blog', lastmod: '2026-03-04' },
    { path: 'blog/page/2', lastmod: '2026-03-04' },
    { path: 'blog/page/3', lastmod: '2026-03-04' },
  ]);
});

test('an empty blog is still listed (its list answers 200), without further pages', async () => {
  mockFetch({ 'GET /api/blogfacets': { totalPosts: 0, years: [], categories: [], authors: [] } });
  expect(await blogListSitemap(NO_CACHE)).toEqual([{ path: 'blog', lastmod: undefined }]);
});

test('each category, author and year with posts is listed at the address the blog links, with its pages', async () => {
  mockFetch({ 'GET /api/blogfacets': facets });
  expect(paths(await categorySitemap(NO_CACHE))).toEqual([
    'blog/category/kitchenandbath',
    'blog/category/kitchenandbath/page/2',
    'blog/category/kitchenandbath/page/3',
  ]);
  expect(await authorSitemap(NO_CACHE)).toEqual([{ path: 'blog/author/marcusbell', lastmod: '2025-06-01' }]);
  // Only four-digit years name a year page.
  expect(paths(await yearSitemap(NO_CACHE))).toEqual([
    'blog/year/2026',
    'blog/year/2026/page/2',
    'blog/year/2025',
    'blog/year/2025/page/2',
  ]);
});

test('facets that cannot be had fail the lister (the sitemap is then not built short)', async () => {
  mockFetch({ 'GET /api/blogfacets': () => jsonResponse({ error: 'unavailable' }, 503) });
  await expect(categorySitemap(NO_CACHE)).rejects.toMatchObject({ name: 'HTTPError' });
});
