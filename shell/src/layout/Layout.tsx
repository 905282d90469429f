import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ErrorBoundary, Spinner } from '@handyman/shared/ui';
import { PathRules } from '../app/routing/PathRules';
import { EstimateModalHost } from '../estimate/EstimateModalHost';
import { HeadManager } from '../head/HeadManager';
import { Header } from './header/Header';
import { MinimalHeader } from './header/MinimalHeader';

const Footer = lazy(() => import('./footer/Footer'));

/**
 * Page frame: header, the route's page, and the footer (loaded lazily, after the page). Each part
 * has its own boundary: bad settings content costs the full header, never the page.
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <PathRules />
      <HeadManager />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ErrorBoundary resetKey={pathname} fallback={() => <MinimalHeader />}>
        <Header />
      </ErrorBoundary>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ErrorBoundary resetKey={pathname} fallback={() => null}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </ErrorBoundary>
      <EstimateModalHost />
      <ScrollRestoration />
    </>
  );
}
