import { envelope, jsonResponse, mockFetch, pagesByPath, queriesOf } from '@handyman/testing';
import { blogIndexPage, blogPost } from '../../testing/blog-fixtures';
import { loaderArgs } from '../../testing/loader-args';
import { blogAuthorLoader, blogCategoryLoader, blogYearLoader } from './filter-loaders';

const feed = (results: unknown[], totalPages = 3) => envelope(results, { totalPages });
const api = (answers: Record<string, unknown>) =>
  mockFetch({ 'GET /api/page': pagesByPath({ blog: blogIndexPage(['Seasonal Tips', 'Kitchen and Bath']) }), ...answers });
const refused = () => jsonResponse({ error: 'bad_request', message: 'Query parameter is out of range.' }, 400);
const category = (word: string, page?: string) =>
  loaderArgs(`/blog/category/${word}${page ? `/page/${page}` : ''}`, { category: word, ...(page ? { page } : {}) });
const author = (word: string, page?: string) =>
  loaderArgs(`/blog/author/${word}${page ? `/page/${page}` : ''}`, { author: word, ...(page ? { page } : {}) });

test('a category page asks the blog index for that category and names it as the blog does', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)]) });
  const { data, head, status } = await blogCategoryLoader(category('kitchenandbath'));
  expect(data.caption).toBe('Category: Kitchen and Bath');
  expect(data.crumbs.at(-1)).toEqual({ Name: 'Kitchen and Bath', URL: 'blog/category/kitchenandbath' });
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ categoryName: 'kitchenandbath', page: '1', fields: 'summary' });
  expect(status).toBeUndefined();
  expect(head).toEqual({
    title: 'Kitchen and Bath Articles',
    description: 'Home repair and maintenance articles about kitchen and bath, from our craftsmen.',
    feed: { href: '/blog/feed.xml', title: 'Blog' },
  });
});

test('a category takes its name from the blog’s facets when the service has them; page 2 has its own words', async () => {
  mockFetch({
    'GET /api/page': pagesByPath({ blog: blogIndexPage([]) }),
    'GET /api/blogfacets': { totalPosts: 1, years: [], categories: [{ name: 'DIY vs Pro', count: 1 }], authors: [] },
    'GET /api/blogindex': feed([blogPost(1, { IGX_Categories: {} })]),
  });
  const { data, head } = await blogCategoryLoader(category('diyvspro', '2'));
  expect(data.caption).toBe('Category: DIY vs Pro · Page 2');
  expect(head).toMatchObject({
    title: 'DIY vs Pro Articles – Page 2',
    description: 'Home repair and maintenance articles about diy vs pro, from our craftsmen. – Page 2',
  });
});

test('a category that lists nothing shows its empty text with a 404 and noindex', async () => {
  api({ 'GET /api/blogindex': feed([], 0) });
  const { data, head, status } = await blogCategoryLoader(category('nothing-here'));
  expect(status).toBe(404);
  expect(head?.robots).toBe('noindex');
  expect(data).toMatchObject({ posts: [], emptyText: 'There are no posts in the category “nothing here”.', pager: null });
});

test('an author page names the author from the posts and pages by author', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)], 2) });
  const { data, head } = await blogAuthorLoader(author('marcusbell'));
  expect(data.caption).toBe('Author: Marcus Bell');
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ author: 'marcusbell', page: '1', fields: 'summary' });
  expect(data.pager?.next).toBe('/blog/author/marcusbell/page/2');
  expect(head).toMatchObject({
    title: 'Articles by Marcus Bell',
    description: 'Home repair and maintenance advice written by Marcus Bell.',
  });
});

test('a year page asks for that year’s dates and is titled by it', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)]) });
  const { data, head } = await blogYearLoader(loaderArgs('/blog/year/2024/page/2', { year: '2024', page: '2' }));
  expect(data.caption).toBe('Year: 2024 · Page 2');
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    page: '2',
    fields: 'summary',
  });
  expect(head).toMatchObject({
    title: 'Blog Posts From 2024 – Page 2',
    description: 'Every home repair and maintenance article we published in 2024. – Page 2',
  });
  const first = await blogYearLoader(loaderArgs('/blog/year/2023', { year: '2023' }));
  expect(first.head?.description).toBe('Every home repair and maintenance article we published in 2023.');
});

describe('addresses the content service refuses are not found, never the error screen', () => {
  test.each([
    ['a category page above 10000', () => blogCategoryLoader(category('safety', '10001'))],
    ['a category of only hyphens', () => blogCategoryLoader(category('---'))],
    ['a category over 100 characters', () => blogCategoryLoader(category('a'.repeat(101)))],
    ['an author that is a space', () => blogAuthorLoader(author(' '))],
    ['an author of punctuation', () => blogAuthorLoader(author('.,'))],
    ['an author over 100 characters', () => blogAuthorLoader(author('b'.repeat(101)))],
    ['a year that is not four digits', () => blogYearLoader(loaderArgs('/blog/year/abcd', { year: 'abcd' }))],
  ])('%s', async (_name, load) => {
    const fetchMock = api({ 'GET /api/blogindex': refused });
    await expect(load()).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(queriesOf(fetchMock, '/api/blogindex')).toEqual([]);
  });

  test('page 10000 and a 100-character category are still asked for', async () => {
    const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)], 10_000) });
    const word = 'c'.repeat(100);
    const { data } = await blogCategoryLoader(category(word, '10000'));
    expect(data.posts).toHaveLength(1);
    expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ categoryName: word, page: '10000', fields: 'summary' });
  });

  test('any other address the content service refuses (400) is not found too', async () => {
    api({ 'GET /api/blogindex': refused });
    await expect(blogAuthorLoader(author('marcusbell'))).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  test('a failed call that is not a refusal is an error, not a not-found', async () => {
    api({ 'GET /api/blogindex': () => jsonResponse({ error: 'internal' }, 500) });
    await expect(blogAuthorLoader(author('marcusbell'))).rejects.toMatchObject({ name: 'HTTPError' });
  }, 15_000);
});
