import { screen, within } from '@testing-library/react';
import { image, mockFetch, renderRoute } from '@handyman/testing';
import { BlogFeed } from './BlogFeed';
import type { BlogFeedData } from './feed-page';
import { pagerView } from './pager-view';

const data = (fields: Partial<BlogFeedData> = {}): BlogFeedData => ({
  crumbs: [
    { Name: 'Home', URL: '' },
    { Name: 'Blog', URL: 'blog' },
  ],
  posts: [
    { heading: 'Post 2', href: '/blog/2026/01/02/post-2', published: '2026-01-02T09:00:00Z', description: 'About post 2.' },
    { heading: 'Post 1', href: '/blog/2026/01/01/post-1', published: '2026-01-01T09:00:00Z', category: 'Safety' },
  ],
  emptyText: 'There are no posts yet.',
  pager: pagerView(2, 3, (page) => (page === 1 ? '/blog' : `/blog/page/${page}`)),
  ...fields,
});

// The sidebar loads its own content; here it finds none.
beforeEach(() => mockFetch({}));

test('a page of the feed: the heading with what it lists, the cards in order, the pager', () => {
  renderRoute(<BlogFeed data={data({ caption: 'Author: Marcus Bell · Page 2' })} />, { url: '/blog/author/marcusbell/page/2' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blogs Author: Marcus Bell · Page 2');
  const posts = screen.getByRole('list', { name: 'Posts' });
  expect(
    within(posts)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Post 2', 'Post 1']);
  expect(within(posts).getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/2026/01/02/post-2');
  expect(posts).toHaveTextContent('January 2, 2026');
  expect(posts).toHaveTextContent('About post 2.');
  expect(
    within(posts)
      .getAllByTestId('post-card-placeholder')
      .map((panel) => panel.textContent),
  ).toEqual(['Home tips', 'Safety']);
  const pager = screen.getByRole('navigation', { name: 'Blog pages' });
  expect(within(pager).getByRole('link', { name: '< previous' })).toHaveAttribute('href', '/blog');
  expect(within(pager).getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/3');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Blog');
});

test('a card with a picture shows it', () => {
  const image = { Value: 'Images/Blog/gutters.jpg', AlternateText: 'Gutters' };
  const [first] = data().posts;
  renderRoute(<BlogFeed data={data({ posts: [{ ...first!, image }] })} />, { url: '/blog' });
  expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', expect.stringContaining('Images/Blog/gutters.jpg'));
});

test('an empty list shows its text and a way back, without a pager', () => {
  renderRoute(<BlogFeed data={data({ posts: [], emptyText: 'There are no posts in the category “nothing here”.', pager: null })} />, {
    url: '/blog/category/nothing-here',
  });
  expect(screen.getByText('There are no posts in the category “nothing here”.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'read the latest posts' })).toHaveAttribute('href', '/blog');
  expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  expect(screen.queryByRole('list', { name: 'Posts' })).toBeNull();
});

test('the first card’s photo, the largest picture of a phone’s first screen, loads at once and first; the others when near', () => {
  const posts = data().posts.map((post, i) => ({ ...post, image: image(`Images/Blog/post-${i}.jpg`, 1200, 630) }));
  renderRoute(<BlogFeed data={data({ posts })} />, { url: '/blog' });
  const photos = [...screen.getByRole('list', { name: 'Posts' }).querySelectorAll('img')];
  expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
    ['eager', 'high'],
    ['lazy', 'auto'],
  ]);
});
