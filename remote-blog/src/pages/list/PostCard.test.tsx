import { expectResponsiveImage, image, renderRoute } from '@handyman/testing';
import { PostCard } from './PostCard';

test('a card’s photo is sized for half the list beside the sidebar, half the page, or the page', () => {
  const { container } = renderRoute(
    <PostCard
      post={{
        heading: 'Caulking 101',
        href: '/blog/caulking-101',
        published: '2022-09-06T09:00:00Z',
        image: image('Images/Blog/caulking-101.jpg', 2280, 1197),
      }}
    />,
  );
  const img = container.querySelector('img');
  expectResponsiveImage(img, /, calc\(100vw - 34px\)$/);
  expect(img).toHaveAttribute('loading', 'lazy');
});
