import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './BackToTop';
import { FADE_DELAY_MS, FADE_MS, isPastHalfWindow } from './use-back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

test('the threshold is half the window height', () => {
  expect(isPastHalfWindow(401, 800)).toBe(true);
  expect(isPastHalfWindow(400, 800)).toBe(false);
});

test('hidden at the top; shown once scrolled past half the window height', () => {
  render(<BackToTop />);
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  scrollTo(400);
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  scrollTo(401);
  expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('data-state', 'shown');
});

test('scrolled back up it fades out: 500 ms delay, then 1 s fade, then it is gone', () => {
  render(<BackToTop />);
  scrollTo(1200);
  scrollTo(100);
  const button = screen.getByTestId('back-to-top');
  expect(button).toHaveAttribute('data-state', 'leaving');
  expect(button).toHaveAttribute('aria-hidden', 'true');
  expect(button).toHaveAttribute('tabindex', '-1');
  act(() => jest.advanceTimersByTime(FADE_DELAY_MS + FADE_MS - 1));
  expect(screen.getByTestId('back-to-top')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('back-to-top')).toBeNull();
});

test('scrolling down again while it fades shows it at once and cancels the fade', () => {
  render(<BackToTop />);
  scrollTo(1200);
  scrollTo(0);
  act(() => jest.advanceTimersByTime(FADE_DELAY_MS));
  scrollTo(900);
  expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('data-state', 'shown');
  act(() => jest.advanceTimersByTime(FADE_DELAY_MS + FADE_MS));
  expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('data-state', 'shown');
});

test('pressing it scrolls to the top and moves focus to the header', () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.body.insertAdjacentHTML('afterbegin', '<header id="site-header" tabindex="-1"></header>');
  render(<BackToTop />);
  scrollTo(2000);
  fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(document.getElementById('site-header')).toHaveFocus();
  document.getElementById('site-header')!.remove();
});
