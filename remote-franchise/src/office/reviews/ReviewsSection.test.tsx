import { screen, within } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { review } from '../../testing/office-fixtures';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ReviewsSection } from './ReviewsSection';
import { topReviews } from './top-reviews';

const REVIEWS = [
  review('3', 'Priya N.', 'The work was good. I had to reschedule once.'),
  review('5', 'Carla V.', 'Luis replaced two doors. You cannot tell where the old one was.'),
  review('4', 'Aaron K.', 'Great work on our drywall. Took one extra day.'),
  review('5', 'Dan M.', 'Excellent painting job on our two-story great room.'),
];

test('the three best reviews, highest rating first, each with stars read out, a heading, the text and who wrote it', async () => {
  renderRoute(<ReviewsSection reviews={topReviews(REVIEWS)} reviewsPage={{ Name: 'reviews', URL: 'offices/summerlin/reviews' }} />);
  const section = within(screen.getByRole('region', { name: 'What Our Customers Say' }));
  await section.findByRole('region', { name: 'Customer reviews' });
  const cards = section.getAllByRole('figure');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Luis replaced two doors',
    'Excellent painting job on our two-story great room',
    'Great work on our drywall',
  ]);
  expect(within(cards[0]!).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
  expect(within(cards[2]!).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Carla V.')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Brightwood Handyman of Summerlin')).toBeInTheDocument();
  expect(section.queryByText('Priya N.')).not.toBeInTheDocument();
  expect(section.getByRole('link', { name: 'Read More Reviews' })).toHaveAttribute('href', '/offices/summerlin/reviews');
});

test('without reviews the section is left out', () => {
  const { container } = renderRoute(<ReviewsSection reviews={[]} />);
  expect(container.querySelector('#reviews')).toBeNull();
});

test('the server renders every review as a plain list, without touching window', () => {
  const html = renderToString(
    <MemoryRouter>
      <ReviewsSection reviews={topReviews(REVIEWS)} />
    </MemoryRouter>,
  );
  expect(html).toContain('Luis replaced two doors');
  expect(html).toContain('Great work on our drywall');
  expect(html).not.toContain('slick');
});
