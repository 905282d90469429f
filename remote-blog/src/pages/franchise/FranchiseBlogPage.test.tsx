import { screen, waitFor, within } from '@testing-library/react';
import { isNotFoundError, useResourceStore } from '@handyman/platform';
import { buildFranchiseBlogIndex, envelope, mockFetch, pagesByPath, renderRoute } from '@handyman/testing';
import { ErrorBoundary } from '@handyman/platform/ui';
import { FranchiseBlogPage } from './FranchiseBlogPage';

const posts = Array.from({ length: 12 }, (_, i) => ({
  Name: `Local post ${i + 1}`,
  URL: `offices/summerlin/blog/local-${i + 1}`,
  Changed: `2026-03-${String(20 - i).padStart(2, '0')}T09:00:00Z`,
}));
const index = envelope([
  {
    FranchiseBlogIndex: buildFranchiseBlogIndex({
      Title: 'Home Tips From Summerlin',
      Description: 'Advice from the Summerlin office.',
      Navigation: { Page: posts },
    }),
  },
]);
const show = (url: string) => {
  mockFetch({ 'GET /api/page': pagesByPath({ 'offices/summerlin/blog': index }) });
  const page = (
    <ErrorBoundary resetKey="x" fallback={(error) => <p>{isNotFoundError(error) ? 'not found' : 'other error'}</p>}>
      <FranchiseBlogPage />
    </ErrorBoundary>
  );
  renderRoute(page, { url, path: url.includes('/page/') ? '/offices/:franchise/blog/page/:page' : '/offices/:franchise/blog' });
};

test('an office blog lists its first ten posts with their dates, and a pager to page 2', async () => {
  show('/offices/summerlin/blog');
  const list = await screen.findByRole('list', { name: 'Posts' });
  expect(within(list).getAllByRole('heading')).toHaveLength(10);
  expect(within(list).getByRole('link', { name: 'Local post 1' })).toHaveAttribute('href', '/offices/summerlin/blog/local-1');
  expect(list).toHaveTextContent('March 20, 2026');
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/offices/summerlin/blog/page/2');
});

test('page 2 of an office blog holds the rest', async () => {
  show('/offices/summerlin/blog/page/2');
  const list = await screen.findByRole('list', { name: 'Posts' });
  expect(
    within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Local post 11', 'Local post 12']);
  expect(screen.getByRole('link', { name: '< previous' })).toHaveAttribute('href', '/offices/summerlin/blog');
});

test('the page keeps only the posts it lists and its sidebar’s five recent ones, not the whole office blog', async () => {
  show('/offices/summerlin/blog/page/2');
  await screen.findByRole('list', { name: 'Posts' });
  const listed = JSON.stringify(useResourceStore.getState().entries['office-blog:offices/summerlin/blog:2']);
  expect(listed).toContain('Local post 12');
  expect(listed).not.toContain('Local post 1"');
  // Posts 1-5 are the sidebar's Recent Posts; 6-10 are neither listed nor recent.
  const cached = JSON.stringify(useResourceStore.getState().entries);
  expect(cached).not.toContain('Local post 6"');
  expect(cached).not.toContain('Local post 10"');
});

test('a page past the last is not found', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  show('/offices/summerlin/blog/page/3');
  expect(await screen.findByText('not found')).toBeInTheDocument();
});

test('each page of an office blog has its own title and description', async () => {
  const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
  show('/offices/summerlin/blog/page/2');
  await waitFor(() => expect(document.title).toBe('Home Tips From Summerlin – Page 2'));
  await waitFor(() => expect(description()).toBe('Advice from the Summerlin office. – Page 2'));
});
