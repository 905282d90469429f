import { shellRoutes } from '../../app/routing/shell-routes';
import { sitePathOf } from './site-url';

// Which listed content paths are pages of the site: a path a route serves, the shell's own or a
// remote's (from the route modules the server has). Content the site shows only inside another
// page (the 404 text, say) has no route of its own. A route without parameters is a page by itself:
// it is listed even when no content names it (a remote's new page).

export interface RoutedPages {
  /** True when a route of the site serves the content path ("home" is the root). */
  isRouted(contentPath: string): boolean;
  /** The content paths of routes without parameters ("blog/guides" for /blog/guides). */
  fixed: string[];
}

const patternOf = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
const isFixed = (path: string) => !/[:*]/.test(path) && !path.endsWith('.html') && !path.endsWith('.json');

/** The site's pages: the shell's routes and the given remote route paths. */
export function routedPages(remotePaths: readonly string[]): RoutedPages {
  const paths = [...shellRoutes.filter((route) => route.page !== 'officePrefix').map((route) => route.path), ...remotePaths];
  // One expression for every route: the sitemap tests each of a large site's paths against it.
  const routes = new RegExp(`^(?:${paths.map(patternOf).join('|')})$`);
  return {
    isRouted: (contentPath) => routes.test(sitePathOf(contentPath)),
    fixed: remotePaths.filter(isFixed).map((path) => path.replace(/^\/+/, '')),
  };
}
