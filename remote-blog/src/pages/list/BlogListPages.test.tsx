import { screen } from '@testing-library/react';
import { isNotFoundError } from '@handyman/shared';
import { envelope, mockFetch, renderRoute } from '@handyman/shared/testing';
import { ErrorBoundary } from '@handyman/shared/ui';
import { BlogCategoryPage, BlogListPage } from './BlogListPages';

const post = (n: number) => ({
  BlogPost: { Name: `p${n}`, Title: `Post ${n}`, URL: `blog/2026/01/0${n}/p${n}`, SURL: `blog/2026/01/0${n}/p${n}`, Heading: `Post ${n}`, Post: '<p>x</p>', DatePublished: `2026-01-0${n}`, IGX_Categories: {} },
});
const feed = (results: unknown[]) => envelope(results, { totalPages: 3 });

test('the blog list shows a page of posts newest first, from the search call', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': feed([post(2), post(1)]) });
  renderRoute(<BlogListPage />, { url: '/blog/page/2', path: '/blog/page/:page' });
  expect(await screen.findByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/2026/01/02/p2');
  const query = new URL((fetchMock.mock.calls[0]![0] as Request).url).searchParams;
  expect(Object.fromEntries(query)).toEqual({ filters: 'type=BlogPost', sort: 'DatePublished=dec', page: '2', resultsPerPage: '10' });
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

test('a category page asks the blog index for that category and says so', async () => {
  const fetchMock = mockFetch({ 'GET /api/blogindex': feed([post(1)]) });
  renderRoute(<BlogCategoryPage />, { url: '/blog/category/seasonal-tips', path: '/blog/category/:category' });
  expect(await screen.findByText('Category: seasonal tips')).toBeInTheDocument();
  expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).searchParams.get('categoryName')).toBe('seasonal-tips');
});
