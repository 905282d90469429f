import { buildBlogPost, envelope, jsonResponse, mockFetch, queriesOf } from '@handyman/testing';
import { getBlogFacets } from './get-blog-facets';
import { searchBlogPosts, searchBlogSummaries, toPostSummary } from './search-blog-posts';

const wholePost = buildBlogPost({
  Description: 'Clean the gutters before the leaves fall.',
  Image: { Value: 'Images/Blog/gutters.jpg', AlternateText: 'A gutter' },
  Post: '<p>A long body the list never shows.</p>',
  BreadcrumbNavigation: { Page: [{ Name: 'Home', URL: '' }] },
  CTAColor: 'Red',
});

test('a list asks for summaries and keeps only what a card shows, even when the service sends whole posts', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': envelope([{ BlogPost: wholePost }], { totalPages: 4, page: 2 }) });
  const feed = await searchBlogSummaries({ page: 2 });
  expect(queriesOf(fetchMock, '/api/search')).toEqual([
    { filters: 'type=BlogPost', sort: 'DatePublished=dec', page: '2', resultsPerPage: '10', fields: 'summary' },
  ]);
  expect(feed).toMatchObject({ totalPages: 4, page: 2 });
  expect(feed.results).toEqual([
    {
      BlogPost: {
        Name: 'post-1',
        Title: 'Post 1 title',
        Heading: 'Post 1',
        URL: 'blog/2026/01/01/post-1',
        SURL: 'blog/2026/01/01/post-1',
        Description: 'Clean the gutters before the leaves fall.',
        Image: { Value: 'Images/Blog/gutters.jpg', AlternateText: 'A gutter' },
        DatePublished: '2026-01-01T09:00:00Z',
        IGX_Categories: { BlogCategories: [{ Name: 'Seasonal Tips' }], Authors: [{ Name: 'Marcus Bell' }] },
      },
    },
  ]);
  expect(JSON.stringify(feed)).not.toContain('long body');
});

test('a search asks for the best matches first, with its words', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': envelope([]) });
  await searchBlogSummaries({ query: '"leaky faucet"', order: 'relevance' });
  expect(queriesOf(fetchMock, '/api/search')).toEqual([
    { filters: 'type=BlogPost', sort: 'relevance', page: '1', resultsPerPage: '10', query: '"leaky faucet"', fields: 'summary' },
  ]);
});

test('whole posts are still there for callers that show them', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': envelope([{ BlogPost: wholePost }]) });
  const feed = await searchBlogPosts({ query: 'gutters' });
  expect(feed.results[0]!.BlogPost.Post).toContain('long body');
  expect(queriesOf(fetchMock, '/api/search')[0]).not.toHaveProperty('fields');
});

test('a summary of a post without a picture, description or categories holds none', () => {
  const bare = toPostSummary({ ...buildBlogPost(), IGX_Categories: {} });
  expect(bare).toEqual({
    Name: 'post-1',
    Title: 'Post 1 title',
    Heading: 'Post 1',
    URL: 'blog/2026/01/01/post-1',
    SURL: 'blog/2026/01/01/post-1',
    DatePublished: '2026-01-01T09:00:00Z',
    IGX_Categories: {},
  });
});

test('blog facets: years, categories and authors as the service lists them', async () => {
  const facets = {
    totalPosts: 35,
    years: [
      { name: '2026', count: 9 },
      { name: '2019', count: 1 },
    ],
    categories: [{ name: 'Kitchen and Bath', count: 7 }],
    authors: [{ name: 'Marcus Bell', count: 12 }],
  };
  mockFetch({ 'GET /api/blogfacets': facets });
  await expect(getBlogFacets()).resolves.toEqual(facets);
});

test('blog facets a service leaves out or leaves nameless read as empty', async () => {
  mockFetch({ 'GET /api/blogfacets': { years: [{ name: '', count: 1 }, { count: 2 }], categories: null } });
  await expect(getBlogFacets()).resolves.toEqual({ totalPosts: 0, years: [], categories: [], authors: [] });
});

test('blog facets that fail are an error for the caller to handle', async () => {
  mockFetch({ 'GET /api/blogfacets': () => jsonResponse({ error: 'down' }, 500) });
  await expect(getBlogFacets()).rejects.toMatchObject({ name: 'HTTPError' });
});
