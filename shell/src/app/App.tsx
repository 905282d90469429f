import { useEffect } from 'react';
import {
  answersNoOffice,
  PageRouterView,
  restoreSiteStoreFromStorage,
  syncSiteStoreAcrossTabs,
  usePageRecord,
  useSiteStore,
} from '@handyman/platform';
import { hydrateWaitingSections, Spinner } from '@handyman/platform/ui';
import { markHydrated, whenPageHydrated } from '../lib/hydration-marker';
import type { ShellRouter } from './routing/router';
import { RemoteRoutesPatchContext, type RemoteRoutesPatch } from '../lib/remote-routes-patch';

interface AppProps {
  /** The address's hash, applied once the server's HTML is hydrated. */
  initialHash?: string;
  /** The browser's router (createShellRouter) and its way to add a remote's routes later. */
  router: ShellRouter;
  patchRemote: RemoteRoutesPatch;
}

/** Forgets the visitor's recent office on a page that says no office serves their ZIP; true there. */
function forgetsOfficeAt({ pathname, search }: { pathname: string; search: string }): boolean {
  if (!answersNoOffice(pathname, search)) return false;
  useSiteStore.getState().clearRecentFranchise();
  return true;
}

export function App({ initialHash = '', router, patchRemote }: AppProps) {
  const record = usePageRecord();
  useEffect(() => {
    if (!initialHash) return;
    // Once the page's remote area has hydrated too: hydration keeps the server's markup, so an
    // item the hash opens must open after it.
    return whenPageHydrated(() => {
      const { pathname, search } = router.state.location;
      void router.navigate(`${pathname}${search}${initialHash}`, { replace: true });
    });
  }, [router, initialHash]);
  useEffect(() => {
    // Browser-only state goes in after hydration: the server rendered the page without it. A page
    // that says no office serves the visitor's ZIP forgets their office instead (as its server did).
    if (!forgetsOfficeAt(window.location)) restoreSiteStoreFromStorage();
    markHydrated('shell');
    return syncSiteStoreAcrossTabs();
  }, []);
  useEffect(() => router.start(), [router]);
  useEffect(() => {
    // What the server rendered applies to its own address only: the first navigation ends it.
    return router.subscribe((state) => {
      forgetsOfficeAt(state.location);
      if (record) record.path = '';
      // A change of the router's state reaches every part of the page through its context:
      // sections still waiting for the viewport hydrate now, so none holds the change back.
      hydrateWaitingSections();
    });
  }, [router, record]);
  return (
    <RemoteRoutesPatchContext.Provider value={patchRemote}>
      <PageRouterView router={router} fallback={<Spinner />} />
    </RemoteRoutesPatchContext.Provider>
  );
}
