import { review } from '../../testing/office-fixtures';
import { ratingOf, topReviews } from './top-reviews';

test('keeps the three highest ratings, highest first, ties in the office’s order', () => {
  const shown = topReviews([
    review('4', 'Aaron'),
    review('5', 'Carla'),
    review('3', 'Priya'),
    review('5', 'Jim'),
    review('5', 'Melissa'),
    review('5', 'George'),
  ]);
  expect(shown.map((item) => `${item.rating} ${item.reviewerName}`)).toEqual(['5 Carla', '5 Jim', '5 Melissa']);
});

test('fewer than three reviews are all shown; none gives none', () => {
  expect(topReviews([review('2', 'A'), review('4', 'B')]).map((item) => item.reviewerName)).toEqual(['B', 'A']);
  expect(topReviews(undefined)).toEqual([]);
  expect(topReviews([])).toEqual([]);
});

test('a single review object (the CMS sends one without a list) is shown', () => {
  expect(topReviews(review('5', 'Solo'))).toHaveLength(1);
});

test('display objects carry rating, description, heading, reviewer and store', () => {
  expect(topReviews([review('5', 'Jim', 'Dana sent the estimate fast. Great price and great work.')])[0]).toEqual({
    rating: 5,
    heading: 'Great price and great work',
    reviewDescription: 'Dana sent the estimate fast. Great price and great work.',
    reviewerName: 'Jim',
    store: 'Brightwood Handyman of Summerlin',
  });
});

test('a review’s own heading wins over the derived one; reviews without text are left out', () => {
  const shown = topReviews([review('5', 'A', 'Great job.', 'Our new deck'), review('5', 'B', '  ')]);
  expect(shown.map((item) => item.heading)).toEqual(['Our new deck']);
});

test.each([
  ['5', 5],
  ['4.6', 5],
  ['0', 0],
  ['7', 5],
  ['-1', 0],
  ['five', 0],
  [undefined, 0],
])('stars %j count as %d', (stars, rating) => {
  expect(ratingOf(stars)).toBe(rating);
});
