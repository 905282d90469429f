import { NotFoundError } from '@handyman/platform';
import { breakStorage } from '../../testing/routing-kit';
import { clearReloadFlagOnUnload, ERROR_RELOAD_FLAG, mayReloadForError, reloadOnceForError, resetReloadState } from './reload-once';

const renderError = new Error('render failed');

afterEach(() => resetReloadState());

test('only an error on an office page may reload, and only while no reload happened', () => {
  expect(mayReloadForError('/offices/summerlin', renderError)).toBe(true);
  expect(mayReloadForError('/offices/summerlin/our-team', renderError)).toBe(true);
  expect(mayReloadForError('/offices', renderError)).toBe(false);
  expect(mayReloadForError('/blog', renderError)).toBe(false);
  expect(mayReloadForError('/offices/nowhere', new NotFoundError())).toBe(false);
  window.localStorage.setItem(ERROR_RELOAD_FLAG, '1');
  expect(mayReloadForError('/offices/summerlin', renderError)).toBe(false);
});

test('reloads once: the flag set before the reload stops the next one', () => {
  const reload = jest.fn();
  expect(reloadOnceForError(reload)).toBe(true);
  expect(window.localStorage.getItem(ERROR_RELOAD_FLAG)).not.toBeNull();
  // The reloaded document starts afresh, with the flag still stored.
  resetReloadState();
  expect(reloadOnceForError(reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('the unload caused by the reload keeps the flag; a later unload clears it', () => {
  const stop = clearReloadFlagOnUnload();
  reloadOnceForError(jest.fn());
  window.dispatchEvent(new Event('pagehide'));
  expect(window.localStorage.getItem(ERROR_RELOAD_FLAG)).not.toBeNull();

  resetReloadState();
  window.dispatchEvent(new Event('pagehide'));
  expect(window.localStorage.getItem(ERROR_RELOAD_FLAG)).toBeNull();
  stop();
});

test('storage that throws: no reload at all, so it can never loop', () => {
  breakStorage();
  const reload = jest.fn();
  expect(mayReloadForError('/offices/summerlin', renderError)).toBe(true);
  expect(reloadOnceForError(reload)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
  expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
});

test('storage that drops writes silently: no reload either', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => undefined);
  const reload = jest.fn();
  expect(reloadOnceForError(reload)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
