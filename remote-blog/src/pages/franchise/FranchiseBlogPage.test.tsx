import { screen, within } from '@testing-library/react';
import { buildFranchiseHome, envelope, mockFetch, pagesByPath, renderRoute } from '@handyman/testing';
import { pagerView } from '../list/pager-view';
import type { OfficeBlogData } from './franchise-blog-loader';
import { FranchiseBlogPage } from './FranchiseBlogPage';

const URL = '/offices/summerlin/blog/page/2';
const data = (fields: Partial<OfficeBlogData> = {}): OfficeBlogData => ({
  heading: 'Blog',
  caption: 'Home Tips From Summerlin',
  posts: [
    { name: 'Local post 11', href: '/offices/summerlin/blog/local-11', changed: '2026-03-10T09:00:00Z' },
    { name: '{City} water heaters', href: '/offices/summerlin/blog/local-12' },
  ],
  pager: pagerView(2, 2, (page) => (page === 1 ? '/offices/summerlin/blog' : `/offices/summerlin/blog/page/${page}`)),
  ...fields,
});

// The sidebar and the office's placeholder values load their own content.
beforeEach(() =>
  mockFetch({ 'GET /api/page': pagesByPath({ 'offices/summerlin': envelope([{ FranchiseHomePage: buildFranchiseHome() }]) }) }),
);

test('a page of an office blog: its heading with the blog’s title, its posts with their dates, the pager', async () => {
  renderRoute(<FranchiseBlogPage data={data()} />, { url: URL, path: '/offices/:franchise/blog/page/:page' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog Home Tips From Summerlin');
  const list = screen.getByRole('list', { name: 'Posts' });
  expect(within(list).getByRole('link', { name: 'Local post 11' })).toHaveAttribute('href', '/offices/summerlin/blog/local-11');
  expect(list).toHaveTextContent('March 10, 2026');
  expect(screen.getByRole('link', { name: '< previous' })).toHaveAttribute('href', '/offices/summerlin/blog');
  expect(await within(list).findByRole('link', { name: 'Las Vegas water heaters' })).toBeInTheDocument();
});

test('an office that has not posted yet says so', () => {
  renderRoute(<FranchiseBlogPage data={data({ posts: [], pager: null })} />, {
    url: '/offices/summerlin/blog',
    path: '/offices/:franchise/blog',
  });
  expect(screen.getByText('This office has not posted yet.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
});
