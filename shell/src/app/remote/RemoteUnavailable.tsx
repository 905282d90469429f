import { lazy, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInitialRouteError, type RemoteName } from '@handyman/platform';
import { renderRouteError } from '../routing/render-route-error';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteLoader } from '../../lib/remote-loader';
import { useRemoteRoutesPatch } from '../../lib/remote-routes-patch';
import { loadAgainIfBuildGone } from '../routing/missing-build';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

/**
 * A path under a remote's prefix while the remote's route module cannot be had (down, slow or of
 * another contract version): the area's fallback with a retry; the rest of the site works. Once the
 * module comes in (a retry, or a late answer), its routes join the router and the address is
 * matched again, so the page replaces the fallback.
 */
export function RemoteUnavailable({ remote, notFoundOnceLoaded = true }: { remote: RemoteName; notFoundOnceLoaded?: boolean }) {
  const loader = useRemoteLoader();
  const patch = useRemoteRoutesPatch();
  const navigate = useNavigate();
  const location = useLocation();
  const initialError = useInitialRouteError(location.pathname);
  const again = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    let active = true;
    loader.load(remote).then(
      (module) => {
        const added = patch?.(remote, module) ?? false;
        // Matched again: the page its routes have, or (for a page of the remote on its way) its loader.
        if (active && (added || !notFoundOnceLoaded)) void navigate(again, { replace: true, state: location.state });
      },
      // The build the page named may be gone (a tab older than the builds kept): the page then
      // comes by a full load, rendered with the live builds.
      () => active && void loadAgainIfBuildGone(remote, undefined),
    );
    return () => {
      active = false;
    };
  }, [loader, patch, remote, navigate, again, location.state, notFoundOnceLoaded]);

  const retry = () => {
    loader.retry(remote).then(
      (module) => {
        patch?.(remote, module);
        void navigate(again, { replace: true, state: location.state });
      },
      () => undefined,
    );
  };
  const fallback = () => <RemoteFallback remote={remote} onRetry={retry} />;
  // The server's render of the page failed (content that did not come in time): its screen stays.
  if (initialError) return renderRouteError(initialError, fallback, remote);
  // The remote is in and its routes are the router's: it has no page at this address (unless this
  // stands in for a page of the remote that is on its way).
  if (notFoundOnceLoaded && loader.loaded(remote)) return <NotFoundPage />;
  return fallback();
}
