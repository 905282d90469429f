import { routeTable } from '@handyman/platform';
import { sitePathOf } from './site-url';

// Which listed content paths are pages of the site: a path a route of the route table serves.
// Content the site shows only inside another page (the 404 text, say) has no route of its own.

const patternOf = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');

// One expression for every route: the sitemap tests each of a large site's paths against it.
const ROUTES = new RegExp(`^(?:${routeTable.map(({ path }) => patternOf(path)).join('|')})$`);

/** True when a route of the site serves the content path ("home" is the root). */
export function isRoutedPage(contentPath: string): boolean {
  return ROUTES.test(sitePathOf(contentPath));
}
