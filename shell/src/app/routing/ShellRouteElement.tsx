import { useLocation } from 'react-router-dom';
import { useInitialRouteError, usePageRouteData, usePageRouteError, type LoadedPage } from '@handyman/platform';
import { ErrorBoundary } from '@handyman/platform/ui';
import { PageHead } from '../../head/PageHead';
import { renderRouteError } from './render-route-error';
import type { ShellPageRoute } from './shell-page';

/** One of the shell's pages with its loader's head and data; an error while it renders shows its screen. */
export function ShellRouteElement({ page, routeId }: { page: ShellPageRoute<never>; routeId: string }) {
  const loaded = usePageRouteData(routeId) as LoadedPage<never> | undefined;
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  const { Component } = page;
  return (
    <ErrorBoundary resetKey={pathname} initialError={initialError} fallback={(error) => renderRouteError(error)}>
      {loaded?.head ? <PageHead head={loaded.head} /> : null}
      {loaded ? <Component data={loaded.data} /> : null}
    </ErrorBoundary>
  );
}

/** What a shell route shows when its loader threw: the not-found page, else the 503 page. */
export function ShellLoaderError({ routeId }: { routeId: string }) {
  return renderRouteError(usePageRouteError(routeId));
}
