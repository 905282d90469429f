import type { RouteSitemap } from '@handyman/platform';
import { routedPages } from '../server/seo/routed-page';

/**
 * Route paths of the kind the remotes' modules serve (a sample of each remote's pages), for tests of
 * what the server builds from them: the real lists are each remote's own.
 */
export const REMOTE_ROUTE_PATHS = [
  '/services',
  '/services/:serviceId',
  '/services/:serviceId/:subserviceId',
  '/packages',
  '/packages/:packageId',
  '/blog',
  '/blog/:year/:month/:day/:slug',
  '/offices/:franchise/blog',
  '/offices/:franchise/blog/:slug',
  '/offices/:franchise',
  '/offices/:franchise/city/:city',
  '/offices/:franchise/campaign/:campaign',
  '/offices/:franchise/:franchiseServicePage',
  '/offices/:franchise/services/:pageId',
  '/offices/:franchise/promotions/:pageId',
];

/**
 * A remote's sitemap lister of the kind the blog has (its real listers are its own): a second page
 * of the blog and of each office blog the index names, dated by the list.
 */
export const SAMPLE_LISTER: RouteSitemap = async ({ index }) => [
  { path: 'blog/page/2' },
  ...index
    .filter((entry) => entry.schema === 'FranchiseBlogIndex')
    .map((entry) => ({ path: `${entry.path}/page/2`, lastmod: '2030-01-01' })),
];

/** The site's pages with those remote routes and the sample lister. */
export const SITE_ROUTES = routedPages(REMOTE_ROUTE_PATHS, [], [SAMPLE_LISTER]);
