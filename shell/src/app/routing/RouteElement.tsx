import { lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@handyman/platform/ui';
import { loadHomePage } from '../../pages/home/load-home-page';
import { RemotePage } from '../remote/RemotePage';
import { renderRouteError } from './render-route-error';
import { useInitialRouteError, type RouteTarget, type ShellPage } from '@handyman/platform';

export interface ShellPageProps {
  /** Content path to render when it differs from the address (legacy and short paths). */
  contentPath?: string;
}

const SHELL_PAGES: Record<ShellPage, ComponentType<ShellPageProps>> = {
  home: lazy(loadHomePage),
  officeFinder: lazy(() => import('../../pages/office-finder/OfficeFinderPage')),
  officeState: lazy(() => import('../../pages/office-finder/OfficeStatePage')),
  contentPage: lazy(() => import('../../pages/content/ContentPage')),
  contactSuccess: lazy(() => import('../../pages/contact-success/ContactSuccessPage')),
  estimateForm: lazy(() => import('../../pages/estimate-form/EstimateFormPage')),
};

/** The element a route table entry renders: a shell page or a page of a remote. */
export function RouteElement({ target }: { target: RouteTarget }) {
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  if (target.kind === 'remote') {
    // Keyed by remote so switching remotes starts a fresh load state.
    return <RemotePage key={target.remote} remote={target.remote} page={target.page} />;
  }
  const Page = SHELL_PAGES[target.page];
  return (
    <ErrorBoundary resetKey={pathname} initialError={initialError} fallback={(error) => renderRouteError(error)}>
      <Page {...(target.contentPath ? { contentPath: target.contentPath } : {})} />
    </ErrorBoundary>
  );
}
