import { screen, waitFor, within } from '@testing-library/react';
import { useResourceStore } from '@handyman/platform/base';
import { buildFranchiseBlogIndex, envelope, jsonResponse, mockFetch, pagesByPath, queriesOf, renderRoute } from '@handyman/testing';
import { BLOG_ARCHIVE_KEY } from '../api/blog-archive';
import { RECENT_POSTS_KEY } from '../api/get-recent-posts';
import { blogIndexPage, blogPost } from '../testing/blog-fixtures';
import { Sidebar } from './Sidebar';

const sidebar = () => screen.getByRole('complementary', { name: 'Blog sidebar' });
const section = (name: string) => within(sidebar()).getByRole('region', { name });

const facet = (name: string, count = 1) => ({ name, count });
const facets = {
  totalPosts: 12,
  years: [facet('2026', 3), facet('2024', 8), facet('2017')],
  categories: [facet('DIY vs Pro'), facet('Kitchen and Bath', 11), facet('Retired', 0)],
  authors: [facet('Marcus Bell', 12)],
};

/** The sidebar at an address, once its recent posts are in. */
async function showSidebar(
  kind: 'corporate' | 'franchise',
  pages: Record<string, unknown> = {},
  url = '/blog',
  blogFacets: unknown = facets,
) {
  // null: a content service without blog facets (404).
  const facetsAnswer = blogFacets === null ? {} : { 'GET /api/blogfacets': blogFacets };
  mockFetch({ 'GET /api/search': envelope([blogPost(1)]), 'GET /api/page': pagesByPath(pages), ...facetsAnswer });
  const rendered = renderRoute(<Sidebar kind={kind} />, { url });
  await within(section('Recent Posts')).findByRole('link', { name: 'Post 1' });
  return rendered;
}

test('recent posts: five posts by date updated, each a link to the post', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': envelope([1, 2, 3, 4, 5].map((n) => blogPost(n))), 'GET /api/page': pagesByPath({}) });
  renderRoute(<Sidebar kind="corporate" />);
  expect(await within(section('Recent Posts')).findByRole('link', { name: 'Post 3' })).toHaveAttribute('href', '/blog/2026/01/03/post-3');
  expect(within(section('Recent Posts')).getAllByRole('link')).toHaveLength(5);
  expect(queriesOf(fetchMock, '/api/search')).toEqual([
    { filters: 'type=blogpost', sort: 'dateupdated', resultsPerPage: '5', fields: 'summary' },
  ]);
});

test('recent posts read Loading.... until they come, and a failure is not shown', async () => {
  mockFetch({ 'GET /api/search': () => jsonResponse({ error: 'down' }, 500), 'GET /api/page': pagesByPath({}) });
  renderRoute(<Sidebar kind="corporate" />);
  expect(within(section('Recent Posts')).getByText('Loading....')).toBeInTheDocument();
  await waitFor(() => expect(useResourceStore.getState().entries[RECENT_POSTS_KEY]?.status).toBe('error'), { timeout: 3000 });
  expect(within(section('Recent Posts')).getByText('Loading....')).toBeInTheDocument();
  expect(sidebar()).not.toHaveTextContent(/error|wrong/i);
});

test('archives list the years that have posts, newest first, each to its year page', async () => {
  await showSidebar('corporate');
  const links = await within(section('Archives')).findAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['2026', '2024', '2017']);
  expect(links[1]).toHaveAttribute('href', '/blog/year/2024');
});

test('archives of a blog without posts say so', async () => {
  await showSidebar('corporate', {}, '/blog', { totalPosts: 0, years: [], categories: [], authors: [] });
  expect(await within(section('Archives')).findByText('No posts yet.')).toBeInTheDocument();
});

test('archives that cannot be had read Loading.... (the failure is not shown)', async () => {
  await showSidebar('corporate', {}, '/blog', null);
  await waitFor(() => expect(useResourceStore.getState().entries[BLOG_ARCHIVE_KEY]?.status).toBe('error'));
  expect(within(section('Archives')).getByText('Loading....')).toBeInTheDocument();
  expect(within(section('Archives')).queryByRole('link')).toBeNull();
});

test('categories that have posts come from the blog’s facets, each to its lowercased address without spaces', async () => {
  await showSidebar('corporate', { blog: blogIndexPage(['Safety']) });
  const categories = await screen.findByRole('region', { name: 'Categories' });
  expect(
    within(categories)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['DIY vs Pro', 'Kitchen and Bath']);
  expect(within(categories).getByRole('link', { name: 'Kitchen and Bath' })).toHaveAttribute('href', '/blog/category/kitchenandbath');
});

test('without facets the categories come from the blog index', async () => {
  await showSidebar('corporate', { blog: blogIndexPage(['Kitchen and Bath', 'DIY vs Pro']) }, '/blog', null);
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

test('an office blog’s recent posts are that office’s own five newest, never the corporate blog’s', async () => {
  const own = [3, 9, 1, 7, 5, 2].map((day) => ({
    Name: `Summerlin post ${day}`,
    URL: `offices/summerlin/blog/post-${day}`,
    Changed: `2026-03-0${day}T09:00:00Z`,
  }));
  const index = envelope([{ FranchiseBlogIndex: buildFranchiseBlogIndex({ Navigation: { Page: own } }) }]);
  mockFetch({ 'GET /api/search': envelope([blogPost(1)]), 'GET /api/page': pagesByPath({ 'offices/summerlin/blog': index }) });
  renderRoute(<Sidebar kind="franchise" />, { url: '/offices/summerlin/blog/post-3', path: '/offices/:franchise/blog/:slug' });
  const recent = section('Recent Posts');
  await within(recent).findByRole('link', { name: 'Summerlin post 9' });
  expect(
    within(recent)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Summerlin post 9', 'Summerlin post 7', 'Summerlin post 5', 'Summerlin post 3', 'Summerlin post 2']);
  expect(within(recent).getByRole('link', { name: 'Summerlin post 9' })).toHaveAttribute('href', '/offices/summerlin/blog/post-9');
  expect(within(recent).queryByRole('link', { name: 'Post 1' })).toBeNull();
});
