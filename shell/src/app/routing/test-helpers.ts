import { waitFor } from '@testing-library/react';
import { useResourceStore } from '@handyman/shared';

/** Test helper: waits until every content request has answered, so no state update lands after the test. */
export function contentSettled(): Promise<void> {
  return waitFor(() => expect(Object.values(useResourceStore.getState().entries).every((entry) => entry.status !== 'loading')).toBe(true));
}
