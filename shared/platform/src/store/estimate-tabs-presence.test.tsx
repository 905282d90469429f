import { renderHook } from '@testing-library/react';
import { useEstimateTabsPresence, useEstimateTabsPresent } from './estimate-tabs-presence';

test('a tab area counts as present only while mounted', () => {
  const present = renderHook(() => useEstimateTabsPresent());
  expect(present.result.current).toBe(false);
  const first = renderHook(() => useEstimateTabsPresence());
  const second = renderHook(() => useEstimateTabsPresence());
  present.rerender();
  expect(present.result.current).toBe(true);
  first.unmount();
  present.rerender();
  expect(present.result.current).toBe(true);
  second.unmount();
  present.rerender();
  expect(present.result.current).toBe(false);
});
