import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetch, pagesByPath, renderRoute } from '@handyman/testing';
import { blogPost } from '../testing/blog-fixtures';
import { BlogLayout } from './BlogLayout';

const facets = { totalPosts: 1, years: [{ name: '2026', count: 1 }], categories: [{ name: 'Safety', count: 1 }], authors: [] };

/** The layout once its sidebar has loaded what it shows. */
async function showLayout(kind: 'corporate' | 'franchise') {
  mockFetch({ 'GET /api/search': envelope([blogPost(1)]), 'GET /api/page': pagesByPath({}), 'GET /api/blogfacets': facets });
  const rendered = renderRoute(
    <BlogLayout sidebar={kind}>
      <p>The posts</p>
    </BlogLayout>,
    { url: '/blog' },
  );
  await screen.findByRole('link', { name: 'Post 1' });
  if (kind === 'corporate') await screen.findByRole('link', { name: 'Safety' });
  return rendered;
}

test('the corporate blog has its search box and a link to the archives before the posts', async () => {
  await showLayout('corporate');
  const search = screen.getByRole('search', { name: 'Search the blog' });
  const posts = screen.getByText('The posts');
  const jump = screen.getByRole('link', { name: 'Categories and archives' });
  expect(search.compareDocumentPosition(posts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(jump.compareDocumentPosition(posts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const archives = screen.getByRole('region', { name: 'Archives' });
  expect(jump).toHaveAttribute('href', `#${archives.id}`);
});

test('the search box opens /blog/search/{words}', async () => {
  const { router } = await showLayout('corporate');
  const search = screen.getByRole('search', { name: 'Search the blog' });
  await userEvent.type(within(search).getByPlaceholderText('Search …'), 'deck stain');
  // The test DOM's FormData is Node's, which cannot read a form; React reads one when a form's
  // submit starts a navigation, so it gets a stand-in here (a browser needs none).
  jest.spyOn(globalThis, 'FormData').mockImplementation(() => new Map() as unknown as FormData);
  await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
  expect(router.state.location.pathname).toBe('/blog/search/deck%20stain');
});

test('an office blog has neither the search box nor the link to archives', async () => {
  await showLayout('franchise');
  expect(screen.queryByRole('search')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Categories and archives' })).toBeNull();
});
