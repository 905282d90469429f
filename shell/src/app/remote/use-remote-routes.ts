import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageRecord, type RemoteName, type RemoteRouteModule } from '@handyman/platform';
import { useRemoteLoader } from './remote-loader';

/** How long a homeowner waits for a remote area before seeing the fallback with a retry. */
export const REMOTE_PATIENCE_MS = 2000;

export type RemoteRoutesState<R extends RemoteName> =
  { status: 'loading' } | { status: 'ready'; module: RemoteRouteModule<R> } | { status: 'unavailable'; reason: 'failed' | 'slow' };

/**
 * Loads a remote's route module. After REMOTE_PATIENCE_MS without an answer the state turns
 * 'unavailable' (slow), but a late answer still replaces the fallback with the page. The patience
 * counts from the start of the load in flight: back on an area whose remote has hung for longer, the
 * visitor sees the fallback at once. An area the server sent as its fallback starts as that fallback
 * (so hydration matches) and is tried again.
 */
export function useRemoteRoutes<R extends RemoteName>(remote: R): { state: RemoteRoutesState<R>; retry: () => void } {
  const loader = useRemoteLoader();
  const record = usePageRecord();
  const { pathname } = useLocation();
  const sentAsFallback = Boolean(record && record.path === pathname && record.remoteFallbacks.includes(remote));
  const initial = (): RemoteRoutesState<R> => {
    const module = loader.loaded(remote);
    if (module) return { status: 'ready', module };
    if (sentAsFallback) return { status: 'unavailable', reason: 'failed' };
    return loader.pendingAge(remote) >= REMOTE_PATIENCE_MS ? { status: 'unavailable', reason: 'slow' } : { status: 'loading' };
  };
  const [state, setState] = useState<RemoteRoutesState<R>>(initial);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const loaded = loader.loaded(remote);
    if (loaded) {
      setState({ status: 'ready', module: loaded });
      return;
    }
    let active = true;
    // The server's fallback stays up while the first new attempt runs.
    setState((current) => (attempt === 0 && current.status === 'unavailable' ? current : { status: 'loading' }));
    const request = attempt === 0 ? loader.load(remote) : loader.retry(remote);
    const timer = setTimeout(
      () => {
        if (active) setState((current) => (current.status === 'loading' ? { status: 'unavailable', reason: 'slow' } : current));
      },
      Math.max(0, REMOTE_PATIENCE_MS - loader.pendingAge(remote)),
    );
    request.then(
      (module) => active && setState({ status: 'ready', module }),
      () => active && setState({ status: 'unavailable', reason: 'failed' }),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [loader, remote, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
