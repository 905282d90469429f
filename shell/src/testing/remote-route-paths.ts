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

/** The site's pages with those remote routes. */
export const SITE_ROUTES = routedPages(REMOTE_ROUTE_PATHS);
