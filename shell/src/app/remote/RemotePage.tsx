import { use, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useInitialRouteError, useServerRecord, type RemoteName, type RemotePages, type RenderState } from '@handyman/shared';
import { ErrorBoundary, Spinner } from '@handyman/shared/ui';
import { renderRouteError } from '../routing/render-route-error';
import { RemoteFallback } from './RemoteFallback';
import { serverRemoteRoutes } from './server-remote';
import { useRemoteRoutes } from './use-remote-routes';

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  page: RemotePages[R];
}

/** Renders one page of a remote, with a fallback and retry when the remote is down, slow or throws. */
export function RemotePage<R extends RemoteName>(props: RemotePageProps<R>) {
  const record = useServerRecord();
  return record ? <ServerRemotePage {...props} record={record} /> : <BrowserRemotePage {...props} />;
}

function BrowserRemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
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
