import { envelope, jsonResponse, mockFetch, pagesByPath, queriesOf } from '@handyman/testing';
import { blogIndexPage, blogPost } from '../../testing/blog-fixtures';
import { loaderArgs } from '../../testing/loader-args';
import { blogListLoader, blogSearchLoader } from './list-loaders';

const feed = (results: unknown[], totalPages = 3) => envelope(results, { totalPages });
const api = (answers: Record<string, unknown>) =>
  mockFetch({ 'GET /api/page': pagesByPath({ blog: blogIndexPage(['Seasonal Tips']) }), ...answers });
const refused = () => jsonResponse({ error: 'bad_request', message: 'Query parameter is out of range.' }, 400);

test('the blog list: a page of posts newest first from the search call, as cards, with its pager', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(2), blogPost(1)]) });
  const { data, status } = await blogListLoader(loaderArgs('/blog/page/2', { page: '2' }));
  expect(status).toBeUndefined();
  expect(data.posts.map((post) => [post.heading, post.href])).toEqual([
    ['Post 2', '/blog/2026/01/02/post-2'],
    ['Post 1', '/blog/2026/01/01/post-1'],
  ]);
  expect(data.caption).toBe('Page 2');
  expect(data.pager).toMatchObject({ previous: '/blog', next: '/blog/page/3' });
  expect(data.crumbs.map((crumb) => crumb.Name)).toEqual(['Home', 'Blog', 'Page 2']);
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual({
    filters: 'type=BlogPost',
    sort: 'DatePublished=dec',
    page: '2',
    resultsPerPage: '10',
    fields: 'summary',
  });
});

test('a card keeps only what it shows, even when the content service sends whole posts', async () => {
  const image = { Value: 'Images/Blog/gutters.jpg', AlternateText: 'Gutters' };
  const whole = blogPost(3, {
    Image: image,
    IGX_Categories: { BlogCategories: [{ Name: 'Gutters' }] },
    BreadcrumbNavigation: { Page: [{ Name: 'Crumb of post 3', URL: 'blog' }] },
  });
  api({ 'GET /api/search': feed([whole]) });
  const { data } = await blogListLoader(loaderArgs('/blog'));
  expect(data.posts).toEqual([
    {
      heading: 'Post 3',
      href: '/blog/2026/01/03/post-3',
      published: '2026-01-03T09:00:00Z',
      description: 'About post 3.',
      image,
      category: 'Gutters',
    },
  ]);
  expect(JSON.stringify(data)).not.toContain('Body of post 3');
  expect(JSON.stringify(data)).not.toContain('Crumb of post 3');
});

test('the first page is titled and described by the blog index; page 2 adds “– Page 2”; both link the feed', async () => {
  api({ 'GET /api/search': feed([blogPost(1)]) });
  expect((await blogListLoader(loaderArgs('/blog'))).head).toEqual({
    title: 'Home Repair Tips',
    description: 'Advice.',
    feed: { href: '/blog/feed.xml', title: 'Blog' },
  });
  const second = await blogListLoader(loaderArgs('/blog/page/2', { page: '2' }));
  expect(second.head).toMatchObject({ title: 'Home Repair Tips – Page 2', description: 'Advice. – Page 2' });
});

test('without the blog index the list still shows, with the blog’s own title', async () => {
  mockFetch({ 'GET /api/page': () => jsonResponse({ error: 'internal' }, 500), 'GET /api/search': feed([blogPost(1)]) });
  const { data, head } = await blogListLoader(loaderArgs('/blog'));
  expect(head?.title).toBe('Home Repair Tips & Advice');
  expect(data.posts).toHaveLength(1);
}, 15_000);

test.each([
  ['not a number', 'x'],
  ['zero', '0'],
  ['above 10000', '10001'],
])('a page number %s is not found, without asking', async (_name, page) => {
  const fetchMock = api({ 'GET /api/search': refused });
  await expect(blogListLoader(loaderArgs(`/blog/page/${page}`, { page }))).rejects.toMatchObject({ name: 'NotFoundError' });
  expect(queriesOf(fetchMock, '/api/search')).toEqual([]);
});

test('a page past the last is not found; an empty blog’s first page says there are no posts yet', async () => {
  api({ 'GET /api/search': feed([], 0) });
  await expect(blogListLoader(loaderArgs('/blog/page/2', { page: '2' }))).rejects.toMatchObject({ name: 'NotFoundError' });
  const { data, status } = await blogListLoader(loaderArgs('/blog'));
  expect(status).toBeUndefined();
  expect(data).toMatchObject({ posts: [], emptyText: 'There are no posts yet.', pager: null });
});

test('search results say what was searched, come best match first, page at /blog/page/n/search/words and are noindex', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(1)]) });
  const { data, head } = await blogSearchLoader(loaderArgs('/blog/search/deck%20stain', { query: 'deck stain' }));
  expect(data.caption).toBe('Search Results for: deck stain');
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual(
    expect.objectContaining({ query: 'deck stain', page: '1', sort: 'relevance', fields: 'summary' }),
  );
  expect(data.pager?.next).toBe('/blog/page/2/search/deck%20stain');
  expect(head).toMatchObject({
    title: 'Search Results for: deck stain',
    description: 'Blog articles about deck stain.',
    robots: 'noindex, follow',
  });
});

test('the search form’s own address (/blog/search?q=) searches too, and page 2 has its own title', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(1)]) });
  const { data } = await blogSearchLoader(loaderArgs('/blog/search?q=%20gutters%20'));
  expect(data.caption).toBe('Search Results for: gutters');
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual(expect.objectContaining({ query: 'gutters' }));
  const second = await blogSearchLoader(loaderArgs('/blog/page/2/search/deck', { page: '2', query: 'deck' }));
  expect(second.head).toMatchObject({ title: 'Search Results for: deck – Page 2', description: 'Blog articles about deck. – Page 2' });
});

test('an empty search asks nothing and invites a word; one longer than the service takes matches nothing', async () => {
  const fetchMock = api({ 'GET /api/search': refused });
  expect((await blogSearchLoader(loaderArgs('/blog/search'))).data.emptyText).toBe('Type a word to search the blog.');
  const words = `${'gutter '.repeat(30)}end`;
  const { data, status } = await blogSearchLoader(loaderArgs(`/blog/search/x`, { query: words }));
  expect(data).toMatchObject({ posts: [], emptyText: `No posts match “${words}”.` });
  expect(status).toBeUndefined();
  expect(queriesOf(fetchMock, '/api/search')).toEqual([]);
});

test('a search page the content service refuses (400) is not found', async () => {
  api({ 'GET /api/search': refused });
  await expect(blogSearchLoader(loaderArgs('/blog/search/deck', { query: 'deck' }))).rejects.toMatchObject({ name: 'NotFoundError' });
});
