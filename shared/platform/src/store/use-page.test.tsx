import { renderHook, waitFor } from '@testing-library/react';
import { envelope, mockFetch } from '@handyman/testing';
import { preloadPage, usePage } from './use-page';

test('a preloaded page is what usePage renders, without a second request', async () => {
  const fetchMock = mockFetch({ 'GET /api/page': envelope([{ HomePage: { Name: 'Home' } }], { path: 'home' }) });
  preloadPage('/');
  const { result } = renderHook(() => usePage('/'));
  await waitFor(() => expect(result.current.data?.results).toEqual([{ HomePage: { Name: 'Home' } }]));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
