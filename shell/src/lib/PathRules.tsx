import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathRedirect } from './path-rules';
import { flagRedirectNoIndex } from './noindex-window';

/**
 * Applies the address rules (lowercase, franchise path normalisation, no trailing slash): an
 * address that is not in its normal form is replaced in history by the normal one, with
 * noindex,nofollow for the moment of the redirect.
 */
export function PathRules() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = pathRedirect(location);

  // Before paint, so the old address never shows as a page.
  useLayoutEffect(() => {
    if (!target) return;
    flagRedirectNoIndex();
    navigate(target, { replace: true, state: location.state });
    // location.state travels with the redirect; the redirect itself depends on the target only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, navigate]);

  return null;
}

/**
 * Renders a route's page only at a normal address: a page (or the 404 page and its analytics
 * event) never runs for an address PathRules is about to replace.
 */
export function AtNormalAddress({ children }: { children: ReactNode }) {
  return pathRedirect(useLocation()) ? null : children;
}
