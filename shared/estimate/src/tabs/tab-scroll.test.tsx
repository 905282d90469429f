import { act, screen } from '@testing-library/react';
import { mockFetch } from '@handyman/testing';
import { renderTabs } from '../testing/estimate-tabs-kit';

// After a hash change the page scrolls smoothly to the tab area 350 ms later, stopping 295 px (290
// on office pages) above it from 600 px wide, 272 px below that.

const AREA_TOP = 1000;
let scrollTo: jest.SpyInstance;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function placeTabArea() {
  jest.spyOn(screen.getByTestId('estimate-tabs'), 'getBoundingClientRect').mockReturnValue({ top: AREA_TOP } as DOMRect);
}

const lastScrollTop = () => scrollTo.mock.calls.at(-1)?.[1] as number | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch({});
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setWidth(1280);
});

test.each([
  ['home', 1280, 295],
  ['home', 375, 272],
  ['offices', 1280, 290],
  ['offices', 599, 272],
] as const)('on the %s page at %p px wide it stops %p px above the tab area', async (page, width, offset) => {
  setWidth(width);
  const { router } = renderTabs('/', { page });
  placeTabArea();
  await act(() => router.navigate('/#BookOnlineLink'));

  act(() => jest.advanceTimersByTime(349));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  act(() => jest.advanceTimersByTime(100));
  // Smooth: part of the way there first, then exactly at the target when the animation ends.
  expect(lastScrollTop()).toBeGreaterThan(0);
  expect(lastScrollTop()).toBeLessThan(AREA_TOP - offset);
  act(() => jest.advanceTimersByTime(500));
  expect(lastScrollTop()).toBe(AREA_TOP - offset);
});

test('arriving with a hash scrolls too', () => {
  renderTabs('/#GetEstimateLink');
  placeTabArea();
  act(() => jest.advanceTimersByTime(1000));
  expect(lastScrollTop()).toBe(AREA_TOP - 295);
});

test('no hash, the modal’s hash and a hash naming another element leave the page where it is', async () => {
  const other = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'main' }));
  const { router } = renderTabs('/');
  placeTabArea();
  await act(() => router.navigate('/#GetAnEstimate'));
  await act(() => router.navigate('/#main'));
  act(() => jest.advanceTimersByTime(2000));
  expect(scrollTo).not.toHaveBeenCalled();
  other.remove();
});

test('a newer hash change restarts the wait', async () => {
  const { router } = renderTabs('/');
  placeTabArea();
  await act(() => router.navigate('/#BookOnlineLink'));
  act(() => jest.advanceTimersByTime(300));
  await act(() => router.navigate('/#GetEstimateLink'));
  act(() => jest.advanceTimersByTime(300));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(lastScrollTop()).toBe(AREA_TOP - 295);
});
