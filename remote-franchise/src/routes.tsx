import { defineRoute, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform';
import { campaignLoader } from './pages/campaign/campaign-loader';
import { CampaignPage } from './pages/campaign/CampaignPage';
import { cityLoader } from './pages/city/city-loader';
import { CityPage } from './pages/city/CityPage';
import { contactSuccessLoader } from './pages/contact-success/contact-success-loader';
import { FranchiseContactSuccessPage } from './pages/contact-success/FranchiseContactSuccessPage';
import { FranchiseHomePage } from './pages/home/FranchiseHomePage';
import { homeLoader } from './pages/home/home-loader';
import { localJsonLoader } from './pages/local-json/local-json-loader';
import { LocalJsonPage } from './pages/local-json/LocalJsonPage';
import { OfficeSubPage } from './pages/sub/OfficeSubPage';
import { subPageLoader } from './pages/sub/sub-page-loader';

// remote-franchise's route module: every page it serves under /offices/<office>, with its paths.
// The shell routes that prefix here (an office's blog is remote-blog's); a page added here is live
// once this remote deploys.

export const version = ROUTE_MODULE_VERSION;

export const routes: RemoteRouteModule['routes'] = [
  defineRoute({ id: 'home', paths: ['/offices/:franchise'], loader: homeLoader, Component: FranchiseHomePage }),
  defineRoute({
    id: 'contactSuccess',
    paths: ['/offices/:franchise/contact_success', '/offices/:franchise/contact-success'],
    loader: contactSuccessLoader,
    Component: FranchiseContactSuccessPage,
  }),
  defineRoute({ id: 'city', paths: ['/offices/:franchise/city/:city'], loader: cityLoader, Component: CityPage }),
  defineRoute({ id: 'campaign', paths: ['/offices/:franchise/campaign/:campaign'], loader: campaignLoader, Component: CampaignPage }),
  defineRoute({ id: 'localJson', paths: ['/offices/:franchise/local.json'], loader: localJsonLoader, Component: LocalJsonPage }),
  defineRoute({
    id: 'contentPage',
    paths: ['/offices/:franchise/:franchiseServicePage', '/offices/:franchise/services/:pageId', '/offices/:franchise/promotions/:pageId'],
    loader: subPageLoader,
    Component: OfficeSubPage,
  }),
];
