import { screen, within } from '@testing-library/react';
import { isNotFoundError } from '@handyman/shared';
import { envelope, mockFetch, renderRoute } from '@handyman/shared/testing';
import { ErrorBoundary } from '@handyman/shared/ui';
import { blogIndexPage, blogPost, pagesByPath, queriesOf } from '../../testing/blog-fixtures';
import { BlogListPage, BlogSearchPage } from './BlogListPages';
import { BlogAuthorPage, BlogCategoryPage, BlogYearPage } from './FilterPages';

const feed = (results: unknown[], totalPages = 3) => envelope(results, { totalPages });
const api = (answers: Record<string, unknown>) => mockFetch({ 'GET /api/page': pagesByPath({ blog: blogIndexPage(['Seasonal Tips', 'Kitchen and Bath']) }), ...answers });

test('the blog list shows a page of posts newest first, from the search call, under the heading Blogs', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(2), blogPost(1)]) });
  renderRoute(<BlogListPage />, { url: '/blog/page/2', path: '/blog/page/:page' });
  const posts = await screen.findByRole('list', { name: 'Posts' });
  expect(within(posts).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Post 2', 'Post 1']);
  expect(within(posts).getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/2026/01/02/post-2');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blogs');
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual({ filters: 'type=BlogPost', sort: 'DatePublished=dec', page: '2', resultsPerPage: '10' });
  const pager = screen.getByRole('navigation', { name: 'Blog pages' });
  expect(within(pager).getByRole('link', { name: '< previous' })).toHaveAttribute('href', '/blog');
  expect(within(pager).getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/3');
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
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ categoryName: 'kitchenandbath', page: '1' });
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Kitchen and Bath');
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
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ author: 'marcusbell', page: '1' });
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/author/marcusbell/page/2');
});

test('a year page asks for that year’s dates', async () => {
  const fetchMock = api({ 'GET /api/blogindex': feed([blogPost(1)]) });
  renderRoute(<BlogYearPage />, { url: '/blog/year/2024/page/2', path: '/blog/year/:year/page/:page' });
  expect(await screen.findByText('Year: 2024')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/blogindex')).toContainEqual({ startDate: '2024-01-01', endDate: '2024-12-31', page: '2' });
});

test('search results say what was searched and page at /blog/page/n/search/words', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(1)]) });
  renderRoute(<BlogSearchPage />, { url: '/blog/search/deck%20stain', path: '/blog/search/:query' });
  expect(await screen.findByText('Search Results for: deck stain')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual(expect.objectContaining({ query: 'deck stain', page: '1' }));
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/2/search/deck%20stain');
});

test('the search form’s own address (/blog/search?q=) searches too', async () => {
  const fetchMock = api({ 'GET /api/search': feed([blogPost(1)]) });
  renderRoute(<BlogSearchPage />, { url: '/blog/search?q=gutters', path: '/blog/search' });
  expect(await screen.findByText('Search Results for: gutters')).toBeInTheDocument();
  expect(queriesOf(fetchMock, '/api/search')).toContainEqual(expect.objectContaining({ query: 'gutters' }));
});
