import { lockPageScroll } from './page-scroll-lock';

test('the page is held at its scroll position and put back there on release', () => {
  Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const root = document.body.appendChild(document.createElement('div'));
  root.style.overflow = 'clip';

  const lock = lockPageScroll(root, 'locked');
  expect(root).toHaveClass('locked');
  expect(root.style.getPropertyValue('--locked-scroll-y')).toBe('-300px');

  lock.release();
  lock.release();
  expect(root).not.toHaveClass('locked');
  expect(root.style.getPropertyValue('--locked-scroll-y')).toBe('');
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'instant' });
  // Another overlay's inline lock is not touched.
  expect(root.style.overflow).toBe('clip');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  root.remove();
});
