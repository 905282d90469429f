import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { restoreSiteStoreFromStorage, syncSiteStoreAcrossTabs, usePageRecord } from '@handyman/platform';
import { markHydrated } from './hydration-marker';
import { createShellRouter, type ShellRouter } from './routing/router';

interface AppProps {
  /** The address's hash, applied once the server's HTML is hydrated. */
  initialHash?: string;
  /** A router made beforehand (hydration makes it in a task of its own); made here otherwise. */
  router?: ShellRouter;
}

export function App({ initialHash = '', router: madeBefore }: AppProps) {
  const record = usePageRecord();
  const [router] = useState(() => madeBefore ?? createShellRouter({ hydrating: record !== null }));
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
    if (!record) return;
    return router.subscribe(() => {
      record.path = '';
    });
  }, [router, record]);
  return <RouterProvider router={router} />;
}
