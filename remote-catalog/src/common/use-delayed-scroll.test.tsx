import { act, renderHook } from '@testing-library/react';

// The animated scroll's code cannot be fetched (a phone that lost its network): the page still
// goes where the address asked, straight there.
jest.mock('@handyman/platform/page-tools', () => {
  throw new Error('chunk failed to load');
});

import { useDelayedScroll } from './use-delayed-scroll';

function target(top: number): () => Element {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return () => element;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

test('without the scroll code the window still lands on the element, below the offset, after the delay', async () => {
  renderHook(() => useDelayedScroll('#painting', target(500), 1500, (width) => (width < 768 ? 60 : 100)));
  await act(async () => jest.advanceTimersByTime(1499));
  expect(window.scrollTo).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(window.scrollTo).toHaveBeenCalledWith(0, 400);
});

test('no trigger, or leaving before the delay, scrolls nowhere', async () => {
  renderHook(() => useDelayedScroll(null, target(500), 100, () => 0));
  const { unmount } = renderHook(() => useDelayedScroll('#roofing', target(500), 100, () => 0));
  await act(async () => jest.advanceTimersByTime(50));
  unmount();
  await act(async () => jest.advanceTimersByTime(500));
  expect(window.scrollTo).not.toHaveBeenCalled();
});
