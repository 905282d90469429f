import { waitFor } from '@testing-library/react';
import { useResourceStore } from '@handyman/platform';

// Helpers for the shell's routing and error-page tests.

/** Waits until every content request has answered, so no state update lands after the test. */
export function contentSettled(): Promise<void> {
  return waitFor(() => expect(Object.values(useResourceStore.getState().entries).every((entry) => entry.status !== 'loading')).toBe(true));
}

/** Makes local and session storage throw on every read and write, as blocked storage does. */
export function breakStorage(): void {
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
  }
}

/** The screen the app's routes show for an error a page throws (for pages tested outside the app). */
export { renderRouteError as routeErrorScreen } from '../app/routing/render-route-error';
