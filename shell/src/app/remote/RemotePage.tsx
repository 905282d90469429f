import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName, RemotePages } from '@handyman/shared';
import { ErrorBoundary, Spinner } from '@handyman/shared/ui';
import { renderRouteError } from '../routing/render-route-error';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteRoutes } from './use-remote-routes';

/** Renders one page of a remote, with a fallback and retry when the remote is down, slow or throws. */
export function RemotePage<R extends RemoteName>({ remote, page }: { remote: R; page: RemotePages[R] }) {
  const { state, retry } = useRemoteRoutes(remote);
  const { pathname } = useLocation();

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'unavailable') return <RemoteFallback remote={remote} onRetry={retry} />;

  const Page: ComponentType = state.module.pages[page];
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error, reset) =>
        renderRouteError(error, () => <RemoteFallback remote={remote} onRetry={() => { reset(); retry(); }} />)
      }
    >
      <Page />
    </ErrorBoundary>
  );
}
