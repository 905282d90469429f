import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { NotFoundError, useInitialRouteError } from '@handyman/platform';
import { ErrorBoundary, PermanentRedirect } from '@handyman/platform/ui';
import { useLocalOffices } from '../../pages/office-finder/OfficeList';
import { officePrefixTarget } from './office-prefix';
import { renderRouteError } from './render-route-error';

/**
 * The office-prefixed addresses (/<office>/findacraftsman, /<office>/services/<id>): a prefix that
 * names an office is a permanent redirect to the page's own address; any other prefix is not found,
 * so no made-up prefix can make a copy of a page.
 */
export function OfficePrefix({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  return (
    <ErrorBoundary resetKey={pathname} initialError={initialError} fallback={(error) => renderRouteError(error)}>
      <PrefixCheck>{children}</PrefixCheck>
    </ErrorBoundary>
  );
}

function PrefixCheck({ children }: { children: ReactNode }) {
  const { prefix = '' } = useParams();
  const { pathname, search } = useLocation();
  const { data: offices, error } = useLocalOffices();
  if (error) throw error;
  const target = offices ? officePrefixTarget(pathname, prefix, offices) : undefined;
  if (target === null) throw new NotFoundError(`"${prefix}" is not an office`);
  return target ? <PermanentRedirect to={`${target}${search}`} /> : children;
}
