import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@handyman/platform/ui';
import { whenIdle } from '../lib/when-idle';
import { estimateHashRequest } from './estimate-hash';

const loadModal = () => import('./EstimateModal');
// One retry covers a dropped connection; a modal that still cannot load leaves the page as it was.
const EstimateModal = lazy(() => loadModal().catch(() => loadModal()));

/** Fetches the modal's code once the page is idle, so opening it later is instant without weighing on first paint. */
function usePreloadWhenIdle(): void {
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined), { timeoutMs: 5000, fallbackDelayMs: 3000 }), []);
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
