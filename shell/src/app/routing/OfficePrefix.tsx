import { useLocation, useParams } from 'react-router-dom';
import { isNotFoundError, NotFoundError, useInitialRouteError, usePage } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { ErrorBoundary, PermanentRedirect, Spinner } from '@handyman/platform/ui';
import { officeHomeOfPrefix, officePrefixTarget } from './office-prefix';
import { renderRouteError } from './render-route-error';

/**
 * The office-prefixed addresses (/<office>/findacraftsman, /<office>/services/<id>): a prefix that
 * names an office is a permanent redirect to the page's own address; any other prefix is not found,
 * so no made-up prefix can make a copy of a page.
 */
export function OfficePrefix() {
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  return (
    <ErrorBoundary resetKey={pathname} initialError={initialError} fallback={(error) => renderRouteError(error)}>
      <PrefixCheck />
    </ErrorBoundary>
  );
}

/** Whether the prefix names an office is known from the office's home page (one page, not the office list). */
function PrefixCheck() {
  const { prefix = '' } = useParams();
  const { pathname, search } = useLocation();
  const home = officeHomeOfPrefix(prefix);
  const { data, error } = usePage(home);
  const notAnOffice = new NotFoundError(`"${prefix}" is not an office`);
  if (home === null || isNotFoundError(error)) throw notAnOffice;
  if (error) throw error;
  if (!data) return <Spinner />;
  if (!pageOfSchema(data.results[0], 'FranchiseHomePage')) throw notAnOffice;
  return <PermanentRedirect to={`${officePrefixTarget(pathname)}${search}`} />;
}
