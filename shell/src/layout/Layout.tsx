import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { isCampaignPath } from '@handyman/platform';
import { ErrorBoundary, Spinner } from '@handyman/platform/ui';
import { PathRules } from '../lib/PathRules';
import { EstimateModalHost } from '../estimate/EstimateModalHost';
import { NoScriptEstimate } from '../estimate/NoScriptEstimate';
import { expectHydration, HydrationMark } from '../lib/hydration-marker';
import { HeadManager } from '../head/HeadManager';
import { Header } from './header/Header';
import { MinimalHeader } from './header/MinimalHeader';

import styles from './Layout.module.css';

const Footer = lazy(() => import('./footer/Footer'));

/**
 * Page frame: header, the route's page, and the footer (loaded lazily, after the page). Each part
 * has its own boundary: bad settings content costs the full header, never the page. Campaign pages
 * bring their own slim header and footer, so the site's are left out there.
 */
export function Layout() {
  const { pathname } = useLocation();
  const campaign = isCampaignPath(pathname);
  expectHydration('page');
  if (!campaign) expectHydration('footer');
  return (
    <>
      <PathRules />
      <HeadManager />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {campaign ? null : (
        <ErrorBoundary resetKey={pathname} fallback={() => <MinimalHeader />}>
          <Header />
        </ErrorBoundary>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <HydrationMark part="page" />
        </Suspense>
      </main>
      {campaign ? null : (
        <ErrorBoundary resetKey={pathname} fallback={() => <HydrationMark part="footer" />}>
          <Suspense fallback={null}>
            <Footer />
            <HydrationMark part="footer" />
          </Suspense>
        </ErrorBoundary>
      )}
      <EstimateModalHost />
      <NoScriptEstimate />
      <ScrollRestoration />
    </>
  );
}
