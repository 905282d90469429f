import { lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@handyman/platform/ui';
import { useInitialRouteError } from '@handyman/platform';
import { loadHomePage } from '../../pages/home/load-home-page';
import { renderRouteError } from './render-route-error';
import { OfficePrefix } from './OfficePrefix';
import type { ShellPage, ShellRoute } from '../../lib/shell-routes';

export interface ShellPageProps {
  /** Content path to render when it differs from the address (legacy and short paths). */
  contentPath?: string;
}

const SHELL_PAGES: Record<Exclude<ShellPage, 'officePrefix'>, ComponentType<ShellPageProps>> = {
  home: lazy(loadHomePage),
  officeFinder: lazy(() => import('../../pages/office-finder/OfficeFinderPage')),
  officeState: lazy(() => import('../../pages/office-finder/OfficeStatePage')),
  contentPage: lazy(() => import('../../pages/content/ContentPage')),
  contactSuccess: lazy(() => import('../../pages/contact-success/ContactSuccessPage')),
  estimateForm: lazy(() => import('../../pages/estimate-form/EstimateFormPage')),
};

/** The element of one of the shell's own routes. */
export function RouteElement({ route }: { route: ShellRoute }) {
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  if (route.page === 'officePrefix') return <OfficePrefix />;
  const Page = SHELL_PAGES[route.page];
  return (
    <ErrorBoundary resetKey={pathname} initialError={initialError} fallback={(error) => renderRouteError(error)}>
      <Page {...(route.contentPath ? { contentPath: route.contentPath } : {})} />
    </ErrorBoundary>
  );
}
