import { act, fireEvent, screen } from '@testing-library/react';
import type { PromiseSlider as PromiseSliderContent } from '@handyman/shared';
import { renderRoute } from '../testing/render';
import { mockMatchMedia, restoreMatchMedia } from '../ui/use-media-query.testing';
import { PROMISE_AUTOPLAY_MS, PromiseSlider } from './PromiseSlider';
import { field, image } from './tray-fixtures';

const tray: PromiseSliderContent = {
  TrayName: 'PromiseSlider',
  Heading: field('The Brightwood Promise'),
  Item: [
    { Heading: field('On time'), Copy: field('<p>Two-hour windows.</p>'), Image: image('Images/Icons/on-time.svg', 64, 64), ImageAlignment: field('Left') },
    { Heading: field('Written estimates'), Copy: field('<p>No surprises.</p>'), Image: image('Images/Icons/estimate.svg', 64, 64), ImageAlignment: field('Right') },
    { Heading: field('Clean homes'), Copy: field('<p>Drop cloths.</p>') },
  ],
};

const currentDot = () => screen.getAllByRole('button', { name: /^Show promise/ }).find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  restoreMatchMedia();
});

test('one promise per slide, labelled n of m, with the image left or right as the content says', () => {
  renderRoute(<PromiseSlider tray={tray} />);
  expect(screen.getByRole('group', { name: 'The Brightwood Promise' })).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = screen.getAllByRole('group', { name: /of 3$/ });
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  expect(slides[0]).not.toHaveClass('imageRight');
  expect(slides[1]).toHaveClass('imageRight');
});

test('autoplays every few seconds and wraps from the last promise to the first', () => {
  renderRoute(<PromiseSlider tray={tray} />);
  expect(currentDot()).toBe('Show promise 1: On time');
  advance(PROMISE_AUTOPLAY_MS);
  expect(currentDot()).toBe('Show promise 2: Written estimates');
  advance(PROMISE_AUTOPLAY_MS);
  advance(PROMISE_AUTOPLAY_MS);
  expect(currentDot()).toBe('Show promise 1: On time');
});

test('dots pick a promise; the pause button stops and restarts autoplay', () => {
  renderRoute(<PromiseSlider tray={tray} />);
  fireEvent.click(screen.getByRole('button', { name: 'Show promise 3: Clean homes' }));
  expect(currentDot()).toBe('Show promise 3: Clean homes');
  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  advance(PROMISE_AUTOPLAY_MS * 3);
  expect(currentDot()).toBe('Show promise 3: Clean homes');
  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  advance(PROMISE_AUTOPLAY_MS);
  expect(currentDot()).toBe('Show promise 1: On time');
});

test('hovering holds the slideshow; leaving lets it go on', () => {
  renderRoute(<PromiseSlider tray={tray} />);
  const carousel = screen.getByRole('group', { name: 'The Brightwood Promise' });
  fireEvent.mouseEnter(carousel);
  advance(PROMISE_AUTOPLAY_MS * 2);
  expect(currentDot()).toBe('Show promise 1: On time');
  fireEvent.mouseLeave(carousel);
  advance(PROMISE_AUTOPLAY_MS);
  expect(currentDot()).toBe('Show promise 2: Written estimates');
});

test('visitors who prefer reduced motion get no autoplay until they press play', () => {
  mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
  renderRoute(<PromiseSlider tray={tray} />);
  advance(PROMISE_AUTOPLAY_MS * 2);
  expect(currentDot()).toBe('Show promise 1: On time');
  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  advance(PROMISE_AUTOPLAY_MS);
  expect(currentDot()).toBe('Show promise 2: Written estimates');
});

test('a single promise has no controls', () => {
  renderRoute(<PromiseSlider tray={{ ...tray, Item: [tray.Item[0]!] }} />);
  expect(screen.queryByRole('button')).toBeNull();
});
