import type { RouteSitemap } from '@handyman/platform';
import { isPageOfItsOwn, shellRoutes } from '../../lib/shell-routes';
import { sitePathOf } from './site-url';

// Which listed content paths are pages of the site: a path a route serves, the shell's own or a
// remote's (from the route modules the server has). Content the site shows only inside another
// page (the 404 text, say) has no route of its own. A remote's route may ask for its paths to be
// listed even when no content names them (a page the remote itself makes), and list addresses of its
// own (a list's further pages) through its sitemap lister.

export interface RoutedPages {
  /** True when a route of the site serves the content path ("home" is the root). */
  isRouted(contentPath: string): boolean;
  /** Content paths listed whether or not content names them ("blog/guides" for /blog/guides). */
  fixed: string[];
  /** The routes' sitemap listers: the addresses only their remotes know. */
  sitemaps: readonly RouteSitemap[];
}

const patternOf = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
/**
 * The site's pages: the shell's routes and the remotes' route paths; `listed`: paths listed by
 * themselves; `sitemaps`: the remotes' routes' sitemap listers.
 */
export function routedPages(
  remotePaths: readonly string[],
  listed: readonly string[] = [],
  sitemaps: readonly RouteSitemap[] = [],
): RoutedPages {
  const paths = [...shellRoutes.filter((route) => route.page !== 'officePrefix').map((route) => route.path), ...remotePaths];
  // One expression for every route: the sitemap tests each of a large site's paths against it.
  const routes = new RegExp(`^(?:${paths.map(patternOf).join('|')})$`);
  return {
    isRouted: (contentPath) => isPageOfItsOwn(contentPath) && routes.test(sitePathOf(contentPath)),
    fixed: listed.map((path) => path.replace(/^\/+/, '')),
    sitemaps,
  };
}
