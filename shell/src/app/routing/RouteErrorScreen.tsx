import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorScreenOf, useInitialRouteError } from '@handyman/platform';
import { Spinner } from '@handyman/platform/ui';
// Eager: the 503 page must show even when the network that broke the page can't load a chunk.
import ServiceUnavailablePage from '../../pages/service-unavailable/ServiceUnavailablePage';
import { mayReloadForError, reloadOnceForError } from './reload-once';
import { chunkUrlOf, isChunkLoadError, loadAgainIfBuildGone } from './missing-build';
import type { BuildOwner } from '../../lib/page-builds';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

export interface RouteErrorScreenProps {
  error: unknown;
  /** What an error that is neither missing content nor a 503 shows. */
  otherwise: () => ReactNode;
  /** Whose code the route runs: a chunk of it that failed may belong to a build that is gone. */
  owner?: BuildOwner;
}

/**
 * What a route shows for an error its page threw: the not-found page for
 * missing content; on an office page, one reload first; then the 503 page for an unavailable
 * service, otherwise the given fallback.
 */
export function RouteErrorScreen({ error, otherwise, owner = 'shell' }: RouteErrorScreenProps) {
  const { pathname } = useLocation();
  // Code that failed to load may be of a build that is gone since the page was opened: then the
  // page the visitor asked for comes by a full load (missing-build.ts), and meanwhile a spinner.
  const [checkingBuild, setCheckingBuild] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (!checkingBuild) return;
    let active = true;
    void loadAgainIfBuildGone(owner, chunkUrlOf(error)).then((reloading) => active && !reloading && setCheckingBuild(false));
    return () => {
      active = false;
    };
  }, [checkingBuild, owner, error]);
  const screen = errorScreenOf(error);
  // An error the server already rendered is final for this address: no reload on top of it.
  const fromServer = useInitialRouteError(pathname) !== undefined;
  const [wantsReload] = useState(() => !fromServer && mayReloadForError(pathname, error));
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    // A build that is gone brings the page in full already: the office page's own reload waits.
    if (wantsReload && !checkingBuild && !reloadOnceForError()) setReloadRefused(true);
  }, [wantsReload, checkingBuild]);

  if (checkingBuild) return <Spinner label="Loading the page" />;
  if (screen === 'not-found') return <NotFoundPage />;
  if (wantsReload && !reloadRefused) return <Spinner label="Reloading the page" />;
  if (screen === 'service-unavailable') return <ServiceUnavailablePage />;
  return otherwise();
}
