import { isNotFoundError, isServiceUnavailableError } from '../errors';

/** The HTTP status an error carries (ky's HTTPError keeps the response), if any. */
export function responseStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response: unknown };
  if (typeof response !== 'object' || response === null || !('status' in response)) return undefined;
  const { status } = response as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** The 503 page is due: a page said the service is unavailable, or a call answered 503. */
export function isUnavailableError(error: unknown): boolean {
  return isServiceUnavailableError(error) || responseStatusOf(error) === 503;
}

/** Which screen a caught error calls for: missing content, a down service, or other. */
export type ErrorScreen = 'not-found' | 'service-unavailable' | 'other';

export function errorScreenOf(error: unknown): ErrorScreen {
  if (isNotFoundError(error)) return 'not-found';
  return isUnavailableError(error) ? 'service-unavailable' : 'other';
}
