import { jsonResponse, mockFetch } from '@handyman/testing';
import { getBlogArchive } from './blog-archive';

const facet = (name: string, count = 1) => ({ name, count, lastmod: '2026-01-01T00:00:00Z' });

test('the archive keeps the years and categories that list posts, years newest first, without the authors', async () => {
  mockFetch({
    'GET /api/blogfacets': {
      totalPosts: 40,
      years: [facet('2019'), facet('2026', 3), facet('2024', 0), facet('20x6'), facet('2026'), facet('1998', 2)],
      categories: [facet('DIY vs Pro'), facet('Retired', 0), facet('Safety', 4)],
      authors: [facet('Marcus Bell', 12)],
    },
  });
  await expect(getBlogArchive()).resolves.toEqual({ years: [2026, 2019, 1998], categories: ['DIY vs Pro', 'Safety'] });
});

test('a blog without posts has an empty archive', async () => {
  mockFetch({ 'GET /api/blogfacets': { totalPosts: 0, years: [], categories: [], authors: [] } });
  await expect(getBlogArchive()).resolves.toEqual({ years: [], categories: [] });
});

test('facets that cannot be had are an error, not an empty archive', async () => {
  mockFetch({ 'GET /api/blogfacets': () => jsonResponse({ error: 'not_found' }, 404) });
  await expect(getBlogArchive()).rejects.toMatchObject({ name: 'HTTPError' });
});
