import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@handyman/platform/ui';
import { whenPageHydrated } from '../lib/hydration-marker';
import { ESTIMATE_LINKS, estimateHashRequest } from './estimate-hash';

const loadModal = () => import('./EstimateModal');
// One retry covers a dropped connection; a modal that still cannot load leaves the page as it was.
const EstimateModal = lazy(() => loadModal().catch(() => loadModal()));

/** What tells of a visitor about to open the modal: a finger or pointer down on, or focus reaching, one of its links. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin'] as const;

/**
 * Fetches the modal's code when the visitor is about to open it (a finger down on an estimate link
 * comes about 100 ms before its click), so a phone opening a page does not download a form it may
 * never show; the modal's code (most of the estimate package) then comes within the tap.
 */
function usePreloadOnIntent(): void {
  useEffect(() => {
    const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest(ESTIMATE_LINKS)) return;
      stop();
      void loadModal().catch(() => undefined);
    }
    const cancelWait = whenPageHydrated(() =>
      INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true })),
    );
    return () => {
      cancelWait();
      stop();
    };
  }, []);
}

/** Mount point of the estimate modal: open while the hash holds GetAnEstimate or GetEstimateLink. */
export function EstimateModalHost() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const request = estimateHashRequest(hash);
  usePreloadOnIntent();
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
