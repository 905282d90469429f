import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { restoreSiteStoreFromStorage, syncSiteStoreAcrossTabs, useRenderState } from '@handyman/shared';
import { markHydrated } from './hydration-marker';
import { createShellRouter } from './routing/router';

/** @param initialHash the address's hash, applied once the server's HTML is hydrated. */
export function App({ initialHash = '' }: { initialHash?: string }) {
  const render = useRenderState();
  const [router] = useState(() => createShellRouter({ hydrating: render !== null }));
  useEffect(() => {
    if (!initialHash) return;
    const { pathname, search } = router.state.location;
    void router.navigate(`${pathname}${search}${initialHash}`, { replace: true });
  }, [router, initialHash]);
  useEffect(() => {
    // Browser-only state goes in after hydration: the server rendered the page without it.
    restoreSiteStoreFromStorage();
    markHydrated('shell');
    // The server's robots tag belonged to the first page; pages manage their own from here on.
    document.head.querySelectorAll('meta[data-ssr-robots]').forEach((meta) => meta.remove());
    return syncSiteStoreAcrossTabs();
  }, []);
  useEffect(() => {
    // What the server rendered applies to its own address only: the first navigation ends it.
    if (!render) return;
    return router.subscribe(() => {
      render.path = '';
    });
  }, [router, render]);
  return <RouterProvider router={router} />;
}
