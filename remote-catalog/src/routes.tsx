import type { RemoteRouteModule } from '@handyman/shared';
import { ContentArticle } from '@handyman/shared/trays';
import { ServicesIndexPage } from './pages/services-index/ServicesIndexPage';

const CatalogContent = () => <ContentArticle />;

/** remote-catalog's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'catalog'>['pages'] = {
  servicesIndex: ServicesIndexPage,
  serviceDetail: CatalogContent,
  subServiceDetail: CatalogContent,
  packagesIndex: CatalogContent,
  packageDetail: CatalogContent,
};
