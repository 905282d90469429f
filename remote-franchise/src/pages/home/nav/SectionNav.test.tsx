import { act, fireEvent, render, screen } from '@testing-library/react';
import { SectionNav } from './SectionNav';

const SECTIONS = [
  { id: 'who-we-are', label: 'Who We Are' },
  { id: 'reviews', label: 'Reviews' },
];

function page(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top, bottom: top + 600 }) as DOMRect;
    document.body.append(section);
  }
}

afterEach(() => {
  document.querySelectorAll('section').forEach((section) => section.remove());
});

test('the item of the section holding the middle of the viewport is current, and follows the scroll', async () => {
  page({ 'who-we-are': -100, reviews: 500 });
  render(<SectionNav sections={SECTIONS} />);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('aria-current', 'location');
  expect(screen.getByRole('combobox', { name: 'Jump to' })).toHaveValue('who-we-are');
  const reviews = document.getElementById('reviews');
  if (reviews) reviews.getBoundingClientRect = () => ({ top: 100, bottom: 700 }) as DOMRect;
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'location');
  expect(screen.getByRole('link', { name: 'Who We Are' })).not.toHaveAttribute('aria-current');
});

test('a click scrolls smoothly over 500 ms to the section, and focuses it', () => {
  page({ 'who-we-are': -100, reviews: 1500 });
  render(<SectionNav sections={SECTIONS} />);
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // Frames 250 ms apart: the animation's start, middle and end.
  let now = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((step) => {
    now += 250;
    if (now <= 750) step(now);
    return now;
  });
  fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
  expect(scrollTo.mock.calls).toEqual([
    [0, 0],
    [0, 750],
    [0, 1500],
  ]);
  expect(document.getElementById('reviews')).toHaveFocus();
  expect(window.location.hash).toBe('#reviews');
});
