import { screen, waitFor, within } from '@testing-library/react';
import { useResourceStore } from '@handyman/platform';
import { envelope, jsonResponse, mockFetch, pagesByPath, queriesOf, renderRoute } from '@handyman/testing';
import { RECENT_POSTS_KEY } from '../api/get-recent-posts';
import { blogIndexPage, blogPost } from '../testing/blog-fixtures';
import { Sidebar } from './Sidebar';

const sidebar = () => screen.getByRole('complementary', { name: 'Blog sidebar' });
const section = (name: string) => within(sidebar()).getByRole('region', { name });

/** The sidebar at an address, once its recent posts are in. */
async function showSidebar(kind: 'corporate' | 'franchise', pages: Record<string, unknown> = {}, url = '/blog') {
  mockFetch({ 'GET /api/search': envelope([blogPost(1)]), 'GET /api/page': pagesByPath(pages) });
  const rendered = renderRoute(<Sidebar kind={kind} />, { url });
  await within(section('Recent Posts')).findByRole('link', { name: 'Post 1' });
  return rendered;
}

test('recent posts: five posts by date updated, each a link to the post', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': envelope([1, 2, 3, 4, 5].map((n) => blogPost(n))), 'GET /api/page': pagesByPath({}) });
  renderRoute(<Sidebar kind="corporate" />);
  expect(await within(section('Recent Posts')).findByRole('link', { name: 'Post 3' })).toHaveAttribute('href', '/blog/2026/01/03/post-3');
  expect(within(section('Recent Posts')).getAllByRole('link')).toHaveLength(5);
  expect(queriesOf(fetchMock, '/api/search')).toEqual([{ filters: 'type=blogpost', sort: 'dateupdated', resultsPerPage: '5' }]);
});

test('recent posts read Loading.... until they come, and a failure is not shown', async () => {
  mockFetch({ 'GET /api/search': () => jsonResponse({ error: 'down' }, 500), 'GET /api/page': pagesByPath({}) });
  renderRoute(<Sidebar kind="corporate" />);
  expect(within(section('Recent Posts')).getByText('Loading....')).toBeInTheDocument();
  await waitFor(() => expect(useResourceStore.getState().entries[RECENT_POSTS_KEY]?.status).toBe('error'), { timeout: 3000 });
  expect(within(section('Recent Posts')).getByText('Loading....')).toBeInTheDocument();
  expect(sidebar()).not.toHaveTextContent(/error|wrong/i);
});

test('archives list every year from this year down to 2020', async () => {
  await showSidebar('corporate');
  const links = within(section('Archives')).getAllByRole('link');
  const thisYear = new Date().getFullYear();
  expect(links[0]).toHaveTextContent(String(thisYear));
  expect(links[0]).toHaveAttribute('href', `/blog/year/${thisYear}`);
  expect(links.at(-1)).toHaveAttribute('href', '/blog/year/2020');
  expect(links).toHaveLength(thisYear - 2020 + 1);
});

test('categories come from the blog index, each to its lowercased address without spaces', async () => {
  await showSidebar('corporate', { blog: blogIndexPage(['Kitchen and Bath', 'DIY vs Pro']) });
  const categories = await screen.findByRole('region', { name: 'Categories' });
  expect(within(categories).getByRole('link', { name: 'Kitchen and Bath' })).toHaveAttribute('href', '/blog/category/kitchenandbath');
  expect(within(categories).getByRole('link', { name: 'DIY vs Pro' })).toHaveAttribute('href', '/blog/category/diyvspro');
});

test('an office blog’s sidebar shows recent posts only', async () => {
  await showSidebar('franchise', { blog: blogIndexPage(['Safety']) });
  expect(
    within(sidebar())
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Recent Posts']);
  expect(screen.queryByRole('search')).toBeNull();
});
