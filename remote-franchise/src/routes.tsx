import type { RemoteRouteModule } from '@handyman/shared';
import { ContentArticle } from '@handyman/shared/trays';
import { CampaignPage } from './pages/campaign/CampaignPage';
import { CityPage } from './pages/city/CityPage';
import { FranchiseContactSuccessPage } from './pages/contact-success/FranchiseContactSuccessPage';
import { FranchiseHomePage } from './pages/home/FranchiseHomePage';
import { LocalJsonPage } from './pages/local-json/LocalJsonPage';

const FranchiseContent = () => <ContentArticle />;

/** remote-franchise's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'franchise'>['pages'] = {
  home: FranchiseHomePage,
  city: CityPage,
  campaign: CampaignPage,
  contentPage: FranchiseContent,
  contactSuccess: FranchiseContactSuccessPage,
  localJson: LocalJsonPage,
};
