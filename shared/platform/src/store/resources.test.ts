import { act, renderHook, waitFor } from '@testing-library/react';
import { loadResource, useResource, useResourceStore } from './resources';

test('a request is loading, then stores the data', async () => {
  const { result } = renderHook(() => useResource('thing', async () => 'data'));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.data).toBe('data'));
  expect(result.current).toMatchObject({ loading: false, error: undefined });
});

test('a failure stores the error and empties the data', async () => {
  let fail = false;
  const loader = jest.fn(async () => {
    if (fail) throw new Error('down');
    return 'first';
  });
  const { result } = renderHook(() => useResource('thing', loader));
  await waitFor(() => expect(result.current.data).toBe('first'));
  fail = true;
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.error).toEqual(new Error('down')));
  expect(result.current.data).toBeUndefined();
  expect(useResourceStore.getState().entries.thing).toEqual({ status: 'error', error: new Error('down') });
});

test('callers of the same key share one request and later ones read the cache', async () => {
  const loader = jest.fn(async () => 42);
  await Promise.all([loadResource('n', loader), loadResource('n', loader)]);
  await loadResource('n', loader);
  expect(loader).toHaveBeenCalledTimes(1);
});

test('a null key loads nothing', () => {
  const loader = jest.fn(async () => 1);
  const { result } = renderHook(() => useResource(null, loader));
  expect(result.current.loading).toBe(false);
  expect(loader).not.toHaveBeenCalled();
});
