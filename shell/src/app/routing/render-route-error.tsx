import type { ReactNode } from 'react';
import ServiceUnavailablePage from '../../pages/service-unavailable/ServiceUnavailablePage';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { BuildOwner } from '../../lib/page-builds';

/**
 * What a route shows for an error its page threw: the not-found page for missing content, the 503
 * page for an unavailable service, otherwise the given fallback (the 503 page by default). On an
 * office page the page first reloads once; code of a build that is gone (`owner`'s) brings the page
 * by a full load.
 */
export function renderRouteError(
  error: unknown,
  otherwise: () => ReactNode = () => <ServiceUnavailablePage />,
  owner: BuildOwner = 'shell',
): ReactNode {
  return <RouteErrorScreen error={error} otherwise={otherwise} owner={owner} />;
}
