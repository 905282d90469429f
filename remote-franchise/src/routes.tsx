import { defineRoute, lazyLoader, lazyPage, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform/base';

// remote-franchise's route module: every page it serves under /offices/<office>, with its paths.
// The shell routes that prefix here (an office's blog is remote-blog's); a page added here is live
// once this remote deploys.

// Each page's code comes when it is shown (or its loader runs for a client navigation): a page
// does not bring the others, nor the shared packages only they use.
const CampaignPage = lazyPage(() => import('./pages/campaign/CampaignPage'), 'CampaignPage');
const CityPage = lazyPage(() => import('./pages/city/CityPage'), 'CityPage');
const FranchiseContactSuccessPage = lazyPage(
  () => import('./pages/contact-success/FranchiseContactSuccessPage'),
  'FranchiseContactSuccessPage',
);
const FranchiseHomePage = lazyPage(() => import('./pages/home/FranchiseHomePage'), 'FranchiseHomePage');
const LocalJsonPage = lazyPage(() => import('./pages/local-json/LocalJsonPage'), 'LocalJsonPage');
const OfficeSubPage = lazyPage(() => import('./pages/sub/OfficeSubPage'), 'OfficeSubPage');

export const version = ROUTE_MODULE_VERSION;

export const routes: RemoteRouteModule['routes'] = [
  defineRoute({
    id: 'home',
    paths: ['/offices/:franchise'],
    loader: lazyLoader(() => import('./pages/home/home-loader'), 'homeLoader'),
    Component: FranchiseHomePage,
  }),
  defineRoute({
    id: 'contactSuccess',
    paths: ['/offices/:franchise/contact_success', '/offices/:franchise/contact-success'],
    loader: lazyLoader(() => import('./pages/contact-success/contact-success-loader'), 'contactSuccessLoader'),
    Component: FranchiseContactSuccessPage,
  }),
  defineRoute({
    id: 'city',
    paths: ['/offices/:franchise/city/:city'],
    loader: lazyLoader(() => import('./pages/city/city-loader'), 'cityLoader'),
    Component: CityPage,
  }),
  defineRoute({
    id: 'campaign',
    paths: ['/offices/:franchise/campaign/:campaign'],
    loader: lazyLoader(() => import('./pages/campaign/campaign-loader'), 'campaignLoader'),
    Component: CampaignPage,
  }),
  defineRoute({
    id: 'localJson',
    paths: ['/offices/:franchise/local.json'],
    loader: lazyLoader(() => import('./pages/local-json/local-json-loader'), 'localJsonLoader'),
    Component: LocalJsonPage,
  }),
  defineRoute({
    id: 'contentPage',
    paths: ['/offices/:franchise/:franchiseServicePage', '/offices/:franchise/services/:pageId', '/offices/:franchise/promotions/:pageId'],
    loader: lazyLoader(() => import('./pages/sub/sub-page-loader'), 'subPageLoader'),
    Component: OfficeSubPage,
  }),
];
