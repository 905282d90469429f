import { buildFranchiseBlogIndex, envelope, mockFetch, pagesByPath } from '@handyman/testing';
import { loaderArgs } from '../../testing/loader-args';
import { franchiseBlogLoader } from './franchise-blog-loader';

const posts = Array.from({ length: 12 }, (_, i) => ({
  Name: `Local post ${i + 1}`,
  URL: `offices/summerlin/blog/local-${i + 1}`,
  Changed: `2026-03-${String(20 - i).padStart(2, '0')}T09:00:00Z`,
}));
const serve = (page: Record<string, unknown>) =>
  mockFetch({
    'GET /api/page': pagesByPath({ 'offices/summerlin/blog': envelope([{ FranchiseBlogIndex: buildFranchiseBlogIndex(page) }]) }),
  });
const args = (page?: string) =>
  loaderArgs(`/offices/summerlin/blog${page ? `/page/${page}` : ''}`, { franchise: 'summerlin', ...(page ? { page } : {}) });

test('an office blog’s first page: its first ten posts with their dates, and a pager to page 2', async () => {
  serve({ Title: 'Home Tips From Summerlin', Navigation: { Page: posts } });
  const { data } = await franchiseBlogLoader(args());
  expect(data.posts).toHaveLength(10);
  expect(data.posts[0]).toEqual({ name: 'Local post 1', href: '/offices/summerlin/blog/local-1', changed: '2026-03-20T09:00:00Z' });
  expect(data.caption).toBe('Home Tips From Summerlin');
  expect(data.pager?.next).toBe('/offices/summerlin/blog/page/2');
});

test('page 2 holds the rest, and has its own title and description', async () => {
  serve({ Title: 'Home Tips From Summerlin', Description: 'Advice from the Summerlin office.', Navigation: { Page: posts } });
  const { data, head } = await franchiseBlogLoader(args('2'));
  expect(data.posts.map((post) => post.name)).toEqual(['Local post 11', 'Local post 12']);
  expect(data.pager?.previous).toBe('/offices/summerlin/blog');
  expect(head).toEqual({
    title: 'Home Tips From Summerlin – Page 2',
    description: 'Advice from the Summerlin office. – Page 2',
    feed: { href: '/blog/feed.xml', title: 'Blog' },
  });
});

test('a page past the last, or a page number that is not one, is not found', async () => {
  serve({ Navigation: { Page: posts } });
  await expect(franchiseBlogLoader(args('3'))).rejects.toMatchObject({ name: 'NotFoundError' });
  await expect(franchiseBlogLoader(args('x'))).rejects.toMatchObject({ name: 'NotFoundError' });
});

test('an office blog that has not posted yet has one empty page without a pager', async () => {
  serve({ Navigation: { Page: [] } });
  const { data, status } = await franchiseBlogLoader(args());
  expect(status).toBeUndefined();
  expect(data).toMatchObject({ posts: [], pager: null });
});

test('an address that is not an office blog is not found', async () => {
  mockFetch({ 'GET /api/page': pagesByPath({}) });
  await expect(franchiseBlogLoader(args())).rejects.toMatchObject({ name: 'NotFoundError' });
});
