import { buildFranchiseBlogIndex, envelope, field, mockFetch, pagesByPath } from '@handyman/testing';
import { getOfficeBlogPage } from './office-blog-page';

const link = (n: number) => ({
  Name: `Post ${n}`,
  URL: `offices/summerlin/blog/post-${n}`,
  Schema: 'FranchiseBlogPost',
  Changed: '2026-03-01T09:00:00Z',
});

test('a page of an office blog holds the index’s words and that page’s posts only', async () => {
  const index = buildFranchiseBlogIndex({
    Title: 'Home Tips From Summerlin',
    Heading: field('Blog'),
    Navigation: { Page: [...Array.from({ length: 12 }, (_, i) => link(i + 1)), { Name: 'No address', URL: '' }] },
  });
  mockFetch({ 'GET /api/page': pagesByPath({ 'offices/summerlin/blog': envelope([{ FranchiseBlogIndex: index }]) }) });
  const page = await getOfficeBlogPage('/offices/summerlin/blog', 2);
  expect(page).toMatchObject({ Title: 'Home Tips From Summerlin', Heading: 'Blog', totalPages: 2 });
  expect(page.posts).toEqual([
    { Name: 'Post 11', URL: 'offices/summerlin/blog/post-11', Changed: '2026-03-01T09:00:00Z' },
    { Name: 'Post 12', URL: 'offices/summerlin/blog/post-12', Changed: '2026-03-01T09:00:00Z' },
  ]);
});

test('a page at the address that is not an office blog is not found', async () => {
  mockFetch({ 'GET /api/page': pagesByPath({ 'offices/summerlin/blog': envelope([{ DetailPage: { Name: 'Other' } }]) }) });
  await expect(getOfficeBlogPage('/offices/summerlin/blog', 1)).rejects.toMatchObject({ name: 'NotFoundError' });
});

test('an office blog that links no posts has one empty page', async () => {
  const index = buildFranchiseBlogIndex({ Navigation: { Page: [] } });
  mockFetch({ 'GET /api/page': pagesByPath({ 'offices/summerlin/blog': envelope([{ FranchiseBlogIndex: index }]) }) });
  await expect(getOfficeBlogPage('/offices/summerlin/blog', 1)).resolves.toMatchObject({ posts: [], totalPages: 0 });
});
