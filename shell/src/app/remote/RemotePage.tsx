import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useInitialRouteError, useRenderState, useServerRecord, type RemoteName, type RemotePages, type RenderState } from '@handyman/shared';
import { ErrorBoundary, Spinner } from '@handyman/shared/ui';
import { loadedRouteModule, retryRemoteRoutes } from '../../federation/load-remote-routes';
import { renderRouteError } from '../routing/render-route-error';
import { markRemoteSettled } from '../hydration-marker';
import { hydrationLoad } from './hydration-load';
import { RemoteFallback } from './RemoteFallback';
import { serverRemoteRoutes } from './server-remote';
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
  const record = useServerRecord();
  return <Suspense fallback={<Spinner />}>{record ? <ServerRemotePage {...props} record={record} /> : <BrowserRemotePage {...props} />}</Suspense>;
}

/** True on the browser's first render of an area the server rendered with its remote. */
function useHydratingRemote(remote: RemoteName, render: RenderState | null): boolean {
  const { pathname } = useLocation();
  const [hydrating] = useState(() => Boolean(render && render.path === pathname && render.remotesRendered.includes(remote)) && !loadedRouteModule(remote));
  return hydrating;
}

function BrowserRemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const hydrating = useHydratingRemote(remote, useRenderState());
  const [failedToHydrate, setFailedToHydrate] = useState(false);
  if (hydrating && !failedToHydrate) {
    return (
      <ErrorBoundary
        resetKey={remote}
        fallback={() => (
          <RemoteFallback
            remote={remote}
            onRetry={() => {
              retryRemoteRoutes(remote).catch(() => undefined);
              setFailedToHydrate(true);
            }}
          />
        )}
      >
        <HydratingRemotePage remote={remote} page={page} />
      </ErrorBoundary>
    );
  }
  return <ClientRemotePage remote={remote} page={page} />;
}

/** Suspends (keeping the server's HTML) until the remote is in; a failure shows the fallback. */
function HydratingRemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const module = use(hydrationLoad(remote));
  return <RemoteRoutePage remote={remote} Page={module.pages[page]} retry={() => undefined} />;
}

function ClientRemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const { state, retry } = useRemoteRoutes(remote);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'unavailable') return <RemoteFallback remote={remote} onRetry={retry} />;
  return <RemoteRoutePage remote={remote} Page={state.module.pages[page]} retry={retry} />;
}

/** On the server: waits for the remote within the render budget, else sends the fallback. */
function ServerRemotePage<R extends RemoteName>({ remote, page, record }: RemotePageProps<R> & { record: RenderState }) {
  const module = use(serverRemoteRoutes(record, remote));
  if (!module) return <RemoteFallback remote={remote} onRetry={() => undefined} />;
  if (!record.remotesRendered.includes(remote)) record.remotesRendered.push(remote);
  return <RemoteRoutePage remote={remote} Page={module.pages[page]} retry={() => undefined} />;
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
        renderRouteError(error, () => <RemoteFallback remote={remote} onRetry={() => { reset(); retry(); }} />)
      }
    >
      <Page />
    </ErrorBoundary>
  );
}
