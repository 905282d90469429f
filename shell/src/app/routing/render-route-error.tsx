import { lazy, type ReactNode } from 'react';
import { isNotFoundError, isServiceUnavailableError } from '@handyman/shared';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));
const ServiceUnavailablePage = lazy(() => import('../../pages/service-unavailable/ServiceUnavailablePage'));

/**
 * What a route shows for an error its page threw: the not-found page for missing content, the 503
 * page for an unavailable service, otherwise the given fallback (the 503 page by default).
 */
export function renderRouteError(error: unknown, otherwise: () => ReactNode = () => <ServiceUnavailablePage />): ReactNode {
  if (isNotFoundError(error)) return <NotFoundPage />;
  if (isServiceUnavailableError(error)) return <ServiceUnavailablePage />;
  return otherwise();
}
