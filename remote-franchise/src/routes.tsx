import type { RemoteRouteModule } from '@handyman/platform';
import { CampaignPage } from './pages/campaign/CampaignPage';
import { CityPage } from './pages/city/CityPage';
import { FranchiseContactSuccessPage } from './pages/contact-success/FranchiseContactSuccessPage';
import { FranchiseHomePage } from './pages/home/FranchiseHomePage';
import { LocalJsonPage } from './pages/local-json/LocalJsonPage';
import { OfficeSubPage } from './pages/sub/OfficeSubPage';

/** remote-franchise's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'franchise'>['pages'] = {
  home: FranchiseHomePage,
  city: CityPage,
  campaign: CampaignPage,
  contentPage: OfficeSubPage,
  contactSuccess: FranchiseContactSuccessPage,
  localJson: LocalJsonPage,
};
