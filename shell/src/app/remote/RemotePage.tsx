import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useInitialRouteError, usePageRecord, useServerRecord, type RemoteName, type RemotePages } from '@handyman/platform';
import { ErrorBoundary, Spinner } from '@handyman/platform/ui';
import { renderRouteError } from '../routing/render-route-error';
import { markRemoteSettled } from '../hydration-marker';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteLoader, type RemoteLoader } from './remote-loader';
import { useRemoteRoutes } from './use-remote-routes';

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  page: RemotePages[R];
}

/**
 * Renders one page of a remote, with a fallback and retry when the remote is down, slow or throws.
 * The Suspense boundary is the same on the server and in the browser: while the browser still loads
 * a remote whose page the server rendered, that page's HTML stays up (hydrated once the remote is in).
 */
export function RemotePage<R extends RemoteName>(props: RemotePageProps<R>) {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteArea {...props} />
    </Suspense>
  );
}

/**
 * True where the area waits for its remote with the server's HTML: in the server's render, and in
 * the browser's first render of an area the server rendered with its remote (not loaded yet).
 */
function useAwaitsRemote(remote: RemoteName, loader: RemoteLoader): boolean {
  const record = usePageRecord();
  const { pathname } = useLocation();
  const [awaits] = useState(
    () =>
      Boolean(record?.server) ||
      (Boolean(record && record.path === pathname && record.remotesRendered.includes(remote)) && !loader.loaded(remote)),
  );
  return awaits;
}

function RemoteArea<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const loader = useRemoteLoader();
  const awaits = useAwaitsRemote(remote, loader);
  const [gaveUp, setGaveUp] = useState(false);
  if (awaits && !gaveUp) {
    // The fallback's retry starts over, and the area then loads as any area the browser renders.
    const retry = () => {
      loader.retry(remote).catch(() => undefined);
      setGaveUp(true);
    };
    return <AwaitedRemotePage remote={remote} page={page} onRetry={retry} />;
  }
  return <ClientRemotePage remote={remote} page={page} />;
}

/** Suspends until the remote is in (the server within its budget); without it, the area's fallback. */
function AwaitedRemotePage<R extends RemoteName>({ remote, page, onRetry }: RemotePageProps<R> & { onRetry: () => void }) {
  const record = useServerRecord();
  const module = use(useRemoteLoader().awaited(remote));
  if (!module) return <RemoteFallback remote={remote} onRetry={onRetry} />;
  if (record && !record.remotesRendered.includes(remote)) record.remotesRendered.push(remote);
  return <RemoteRoutePage remote={remote} Page={module.pages[page]} retry={() => undefined} />;
}

function ClientRemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const { state, retry } = useRemoteRoutes(remote);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'unavailable') return <RemoteFallback remote={remote} onRetry={retry} />;
  return <RemoteRoutePage remote={remote} Page={state.module.pages[page]} retry={retry} />;
}

function RemoteRoutePage({ remote, Page, retry }: { remote: RemoteName; Page: ComponentType; retry: () => void }) {
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  useEffect(() => markRemoteSettled(remote), [remote]);
  return (
    <ErrorBoundary
      resetKey={pathname}
      initialError={initialError}
      fallback={(error, reset) =>
        renderRouteError(error, () => (
          <RemoteFallback
            remote={remote}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        ))
      }
    >
      <Page />
    </ErrorBoundary>
  );
}
