import { lastmodOf, pagedListEntries } from './route-sitemap';

test('lastmod is the latest date given, as YYYY-MM-DD', () => {
  expect(lastmodOf('2024-01-02T23:00:00Z', undefined, 'nonsense', '2025-03-04T00:00:00Z')).toBe('2025-03-04');
  expect(lastmodOf(undefined, '')).toBeUndefined();
});

test('a paged list is its address and its pages past the first, each with the list’s date', () => {
  expect(pagedListEntries('blog/year/2024', 21, 10, '2024-12-01')).toEqual([
    { path: 'blog/year/2024', lastmod: '2024-12-01' },
    { path: 'blog/year/2024/page/2', lastmod: '2024-12-01' },
    { path: 'blog/year/2024/page/3', lastmod: '2024-12-01' },
  ]);
  expect(pagedListEntries('blog', 10, 10, undefined)).toEqual([{ path: 'blog', lastmod: undefined }]);
  expect(pagedListEntries('blog', 0, 10, undefined)).toEqual([{ path: 'blog', lastmod: undefined }]);
});
