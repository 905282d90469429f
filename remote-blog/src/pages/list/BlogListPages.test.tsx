import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { isNotFoundError, useResourceStore } from '@handyman/platform';
import { envelope, jsonResponse, mockFetch, pagesByPath, queriesOf, renderRoute } from '@handyman/testing';
import { ErrorBoundary } from '@handyman/platform/ui';
import { blogIndexPage, blogPost } from '../../testing/blog-fixtures';
import { BlogListPage, BlogSearchPage } from './BlogListPages';
import { BlogAuthorPage, BlogCategoryPage, BlogYearPage } from './FilterPages';

const feed = (results: unknown[], totalPages = 3) => envelope(results, { totalPages });
const api = (answers: Record<string, unknown>) =>
  mockFetch({ 'GET /api/page': pagesByPath({ blog: blogIndexPage(['Seasonal Tips', 'Kitchen and Bath']) }), ...answers });

test('the blog list shows a page of posts newest first, from the search call, under the heading Blogs', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(2), blogPost(1)]) });
  renderRoute(<BlogListPage />, { url: '/blog/page/2', path: '/blog/page/:page' });
  const posts = await screen.findByRole('list', { name: 'Posts' });
  expect(
    within(posts)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Post 2', 'Post 1']);
  expect(within(posts).getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/2026/01/02/post-2');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blogs');
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual({
    filters: 'type=BlogPost',
    sort: 'DatePublished=dec',
    page: '2',
    resultsPerPage: '10',
    fields: 'summary',
  });
  const pager = screen.getByRole('navigation', { name: 'Blog pages' });
  expect(within(pager).getByRole('link', { name: '< previous' })).toHaveAttribute('href', '/blog');
  expect(within(pager).getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/3');
});

test('a list keeps only what its cards show, even when the content service sends whole posts', async () => {
  const image = { Value: 'Images/Blog/gutters.jpg', AlternateText: 'Gutters' };
  const whole = blogPost(3, { Image: image, BreadcrumbNavigation: { Page: [{ Name: 'Crumb of post 3', URL: 'blog' }] } });
  api({ 'GET /api/search': feed([whole]) });
  renderRoute(<BlogListPage />, { url: '/blog', path: '/blog' });
  const card = await screen.findByRole('article');
  expect(within(card).getByRole('link', { name: 'Post 3' })).toHaveAttribute('href', '/blog/2026/01/03/post-3');
  expect(card).toHaveTextContent('About post 3.');
  expect(card).toHaveTextContent('January 3, 2026');
  expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining('Images/Blog/gutters.jpg'));
  const cached = JSON.stringify(useResourceStore.getState().entries);
  expect(cached).toContain('About post 3.');
  expect(cached).not.toContain('Body of post 3');
  expect(cached).not.toContain('Crumb of post 3');
});

test('a page number that is not a number is not found', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = (
    <ErrorBoundary resetKey="x" fallback={(error) => <p>{isNotFoundError(error) ? 'not found' : 'other error'}</p>}>
      <BlogListPage />
    </ErrorBoundary>
  );
  renderRoute(page, { url: '/blog/page/x', path: '/blog/page/:page' });
  expect(screen.getByText('not found')).toBeInTheDocument();
});

test('a category page asks the blog index for that category and names it as the blog does', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)]) });
  renderRoute(<BlogCategoryPage />, { url: '/blog/category/kitchenandbath', path: '/blog/category/:category' });
  expect(await screen.findByText('Category: Kitchen and Bath')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ categoryName: 'kitchenandbath', page: '1', fields: 'summary' });
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Kitchen and Bath');
});

test('a category page takes its name from the blog’s facets when the service has them', async () => {
  mockFetch({
    'GET /api/page': pagesByPath({ blog: blogIndexPage([]) }),
    'GET /api/blogfacets': { totalPosts: 1, years: [], categories: [{ name: 'DIY vs Pro', count: 1 }], authors: [] },
    'GET /api/blogindex': feed([blogPost(1, { IGX_Categories: {} })]),
  });
  renderRoute(<BlogCategoryPage />, { url: '/blog/category/diyvspro', path: '/blog/category/:category' });
  expect(await screen.findByText('Category: DIY vs Pro')).toBeInTheDocument();
});

test('an unknown category shows an empty state, not a crash', async () => {
  api({ 'GET /api/blogindex': feed([], 0) });
  renderRoute(<BlogCategoryPage />, { url: '/blog/category/nothing-here', path: '/blog/category/:category' });
  expect(await screen.findByText('There are no posts in the category “nothing here”.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
});

test('an author page names the author from the posts and pages by author', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)], 2) });
  renderRoute(<BlogAuthorPage />, { url: '/blog/author/marcusbell', path: '/blog/author/:author' });
  expect(await screen.findByText('Author: Marcus Bell')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ author: 'marcusbell', page: '1', fields: 'summary' });
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/author/marcusbell/page/2');
});

test('a year page asks for that year’s dates', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)]) });
  renderRoute(<BlogYearPage />, { url: '/blog/year/2024/page/2', path: '/blog/year/:year/page/:page' });
  expect(await screen.findByText('Year: 2024 · Page 2')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    page: '2',
    fields: 'summary',
  });
});

test('search results say what was searched, come best match first, and page at /blog/page/n/search/words', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(1)]) });
  renderRoute(<BlogSearchPage />, { url: '/blog/search/deck%20stain', path: '/blog/search/:query' });
  expect(await screen.findByText('Search Results for: deck stain')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual(
    expect.objectContaining({ query: 'deck stain', page: '1', sort: 'relevance', fields: 'summary' }),
  );
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/2/search/deck%20stain');
});

test('the search form’s own address (/blog/search?q=) searches too', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(1)]) });
  renderRoute(<BlogSearchPage />, { url: '/blog/search?q=gutters', path: '/blog/search' });
  expect(await screen.findByText('Search Results for: gutters')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual(expect.objectContaining({ query: 'gutters' }));
});

// content-api's answer to a page number above 10000, a name that reduces to nothing or is over 100
// characters, and a search over 200 characters.
const refused = () => jsonResponse({ error: 'bad_request', message: 'Query parameter is out of range.' }, 400);

/** Renders a page under an error boundary that tells the not-found screen from the generic error screen. */
function showScreen(page: ReactElement, url: string, path: string) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = (
    <ErrorBoundary resetKey="x" fallback={(error) => <p>{isNotFoundError(error) ? 'not found' : 'other error'}</p>}>
      {page}
    </ErrorBoundary>
  );
  renderRoute(element, { url, path });
}

describe('addresses the content service refuses are not found, never the error screen', () => {
  const cases: [string, ReactElement, string, string][] = [
    ['a page number above 10000', <BlogListPage key="list" />, '/blog/page/10001', '/blog/page/:page'],
    ['a search page above 10000', <BlogSearchPage key="search" />, '/blog/page/10001/search/deck', '/blog/page/:page/search/:query'],
    [
      'a category page above 10000',
      <BlogCategoryPage key="category" />,
      '/blog/category/safety/page/10001',
      '/blog/category/:category/page/:page',
    ],
    ['a category of only hyphens', <BlogCategoryPage key="category" />, '/blog/category/---', '/blog/category/:category'],
    [
      'a category over 100 characters',
      <BlogCategoryPage key="category" />,
      `/blog/category/${'a'.repeat(101)}`,
      '/blog/category/:category',
    ],
    ['an author that is a space', <BlogAuthorPage key="author" />, '/blog/author/%20', '/blog/author/:author'],
    ['an author of punctuation', <BlogAuthorPage key="author" />, '/blog/author/%2E%2C', '/blog/author/:author'],
    ['an author over 100 characters', <BlogAuthorPage key="author" />, `/blog/author/${'b'.repeat(101)}`, '/blog/author/:author'],
  ];
  test.each(cases)('%s', async (_name, page, url, path) => {
    const fetchMock = api({ 'GET /api/search': refused, 'GET /api/blogindex': refused });
    showScreen(page, url, path);
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(queriesOf(fetchMock, '/api/blogindex')).toEqual([]);
    expect(queriesOf(fetchMock, '/api/search').filter((query) => query.filters === 'type=BlogPost')).toEqual([]);
  });

  test('page 10000 and a 100-character category are still asked for', async () => {
    const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)], 10_000) });
    const word = 'c'.repeat(100);
    renderRoute(<BlogCategoryPage />, { url: `/blog/category/${word}/page/10000`, path: '/blog/category/:category/page/:page' });
    expect(await screen.findByRole('list', { name: 'Posts' })).toBeInTheDocument();
    expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ categoryName: word, page: '10000', fields: 'summary' });
  });

  test('any other address the content service refuses (400) is not found too', async () => {
    api({ 'GET /api/blogindex': refused });
    showScreen(<BlogAuthorPage />, '/blog/author/marcusbell', '/blog/author/:author');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });

  test('a failed call that is not a refusal still shows the error screen', async () => {
    api({ 'GET /api/blogindex': () => jsonResponse({ error: 'internal' }, 500) });
    showScreen(<BlogAuthorPage />, '/blog/author/marcusbell', '/blog/author/:author');
    expect(await screen.findByText('other error', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

test('a search longer than the content service takes matches nothing, without asking', async () => {
  const words = `${'gutter '.repeat(30)}end`;
  const fetchMock = api({ 'GET /api/search': refused });
  showScreen(<BlogSearchPage />, `/blog/search/${encodeURIComponent(words)}`, '/blog/search/:query');
  expect(await screen.findByText(`No posts match “${words}”.`)).toBeInTheDocument();
  expect(screen.queryByText('other error')).toBeNull();
  expect(queriesOf(fetchMock, '/api/search').filter((query) => query.filters === 'type=BlogPost')).toEqual([]);
});

describe('every list page has its own title and description', () => {
  const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  test('the blog’s first page uses the blog index’s title and description; page 2 adds “– Page 2” to both', async () => {
    api({ 'GET /api/search': feed([blogPost(1)]) });
    const { unmount } = renderRoute(<BlogListPage />, { url: '/blog', path: '/blog' });
    await waitFor(() => expect(document.title).toBe('Home Repair Tips'));
    await waitFor(() => expect(description()).toBe('Advice.'));
    unmount();
    renderRoute(<BlogListPage />, { url: '/blog/page/2', path: '/blog/page/:page' });
    await waitFor(() => expect(document.title).toBe('Home Repair Tips – Page 2'));
    await waitFor(() => expect(description()).toBe('Advice. – Page 2'));
  });

  test('an author page is titled with the author’s name, and its page 2 has its own description', async () => {
    api({ 'GET /api/blogindex': feed([blogPost(1)]) });
    renderRoute(<BlogAuthorPage />, { url: '/blog/author/marcusbell/page/2', path: '/blog/author/:author/page/:page' });
    await waitFor(() => expect(document.title).toBe('Articles by Marcus Bell – Page 2'));
    await waitFor(() => expect(description()).toBe('Home repair and maintenance advice written by Marcus Bell. – Page 2'));
  });

  test('a year page is titled with its year, and its page 2 has its own description', async () => {
    api({ 'GET /api/blogindex': feed([blogPost(1)]) });
    renderRoute(<BlogYearPage />, { url: '/blog/year/2024/page/2', path: '/blog/year/:year/page/:page' });
    await waitFor(() => expect(document.title).toBe('Blog Posts From 2024 – Page 2'));
    await waitFor(() => expect(description()).toBe('Every home repair and maintenance article we published in 2024. – Page 2'));
  });

  test('a year’s first page has the description without a page number', async () => {
    api({ 'GET /api/blogindex': feed([blogPost(1)]) });
    renderRoute(<BlogYearPage />, { url: '/blog/year/2023', path: '/blog/year/:year' });
    await waitFor(() => expect(document.title).toBe('Blog Posts From 2023'));
    await waitFor(() => expect(description()).toBe('Every home repair and maintenance article we published in 2023.'));
  });

  test('a category’s page 2 and a search’s page 2 have their own descriptions', async () => {
    api({ 'GET /api/blogindex': feed([blogPost(1)]), 'GET /api/search': feed([blogPost(1)]) });
    const { unmount } = renderRoute(<BlogCategoryPage />, {
      url: '/blog/category/kitchenandbath/page/2',
      path: '/blog/category/:category/page/:page',
    });
    await waitFor(() => expect(document.title).toBe('Kitchen and Bath Articles – Page 2'));
    await waitFor(() =>
      expect(description()).toBe('Home repair and maintenance articles about kitchen and bath, from our craftsmen. – Page 2'),
    );
    unmount();
    renderRoute(<BlogSearchPage />, { url: '/blog/page/2/search/deck', path: '/blog/page/:page/search/:query' });
    await waitFor(() => expect(document.title).toBe('Search Results for: deck – Page 2'));
    await waitFor(() => expect(description()).toBe('Blog articles about deck. – Page 2'));
  });
});

test('the one h1 of a filter page says what it lists', async () => {
  api({ 'GET /api/blogindex': feed([blogPost(1)], 2) });
  renderRoute(<BlogAuthorPage />, { url: '/blog/author/marcusbell', path: '/blog/author/:author' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Blogs Author: Marcus Bell');
});
