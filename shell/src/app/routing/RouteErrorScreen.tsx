import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorScreenOf, useInitialRouteError } from '@handyman/platform';
import { Spinner } from '@handyman/platform/ui';
// Eager: the 503 page must show even when the network that broke the page can't load a chunk.
import ServiceUnavailablePage from '../../pages/service-unavailable/ServiceUnavailablePage';
import { mayReloadForError, reloadOnceForError } from './reload-once';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

export interface RouteErrorScreenProps {
  error: unknown;
  /** What an error that is neither missing content nor a 503 shows. */
  otherwise: () => ReactNode;
}

/**
 * What a route shows for an error its page threw: the not-found page for
 * missing content; on an office page, one reload first; then the 503 page for an unavailable
 * service, otherwise the given fallback.
 */
export function RouteErrorScreen({ error, otherwise }: RouteErrorScreenProps) {
  const { pathname } = useLocation();
  const screen = errorScreenOf(error);
  // An error the server already rendered is final for this address: no reload on top of it.
  const fromServer = useInitialRouteError(pathname) !== undefined;
  const [wantsReload] = useState(() => !fromServer && mayReloadForError(pathname, error));
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    if (wantsReload && !reloadOnceForError()) setReloadRefused(true);
  }, [wantsReload]);

  if (screen === 'not-found') return <NotFoundPage />;
  if (wantsReload && !reloadRefused) return <Spinner label="Reloading the page" />;
  if (screen === 'service-unavailable') return <ServiceUnavailablePage />;
  return otherwise();
}
