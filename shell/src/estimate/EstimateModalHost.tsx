import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@handyman/platform/ui';
import { whenIdle } from '../lib/when-idle';
import { whenPageHydrated } from '../lib/hydration-marker';
import { estimateHashRequest } from './estimate-hash';

const loadModal = () => import('./EstimateModal');
// One retry covers a dropped connection; a modal that still cannot load leaves the page as it was.
const EstimateModal = lazy(() => loadModal().catch(() => loadModal()));

/**
 * Fetches the modal's code once the page is live and the browser idle, so opening it later is
 * instant without weighing on the way to a live page (its form is most of the estimate package).
 */
function usePreloadWhenIdle(): void {
  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const cancelWait = whenPageHydrated(() => {
      cancelIdle = whenIdle(() => void loadModal().catch(() => undefined), { timeoutMs: 5000, fallbackDelayMs: 3000 });
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
}

/** Mount point of the estimate modal: open while the hash holds GetAnEstimate or GetEstimateLink. */
export function EstimateModalHost() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const request = estimateHashRequest(hash);
  usePreloadWhenIdle();
  const close = useCallback(
    () => navigate({ pathname, search }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  if (!request) return null;
  return (
    <ErrorBoundary resetKey={pathname + hash} fallback={() => null}>
      <Suspense fallback={null}>
        <EstimateModal key={pathname} yieldToTabs={request === 'open-unless-tabs'} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
