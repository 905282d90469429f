import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isCampaignPath } from '@handyman/platform';
import { ErrorBoundary, hydrateNearView, Spinner } from '@handyman/platform/ui';
import { PathRules } from '../lib/PathRules';
import { EstimateModalHost } from '../estimate/EstimateModalHost';
import { NoScriptEstimate } from '../estimate/NoScriptEstimate';
import { expectHydration, HydrationMark } from '../lib/hydration-marker';
import { HeadManager } from '../head/HeadManager';
import { BackToTop } from './footer/BackToTop';
import { Header } from './header/Header';
import { MinimalHeader } from './header/MinimalHeader';

import styles from './Layout.module.css';

// The server renders the footer with the page; a browser fetches its code and hydrates it when the
// visitor comes near it (at once when it is in the first screen).
const Footer = hydrateNearView(() => import('./footer/Footer'));

/**
 * Page frame: header, the route's page, and the footer. Each part has its own boundary: bad
 * settings content costs the full header, never the page. Campaign pages bring their own slim
 * header and footer, so the site's are left out there.
 */
export function Layout() {
  const { pathname } = useLocation();
  const campaign = isCampaignPath(pathname);
  expectHydration('page');
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
        <>
          <ErrorBoundary resetKey={pathname} fallback={() => null}>
            <Footer />
          </ErrorBoundary>
          {/* Past half a screen of any page, wherever the footer is: not part of its wait. */}
          <BackToTop />
        </>
      )}
      <EstimateModalHost />
      <NoScriptEstimate />
    </>
  );
}
