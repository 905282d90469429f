import type { RemoteRouteModule } from '@handyman/shared';
import { PackageDetailPage } from './pages/package-detail/PackageDetailPage';
import { PackagesIndexPage } from './pages/packages-index/PackagesIndexPage';
import { ServicesIndexPage } from './pages/services-index/ServicesIndexPage';
import { ContentArticle } from '@handyman/shared/trays';

const CatalogContent = () => <ContentArticle />;

/** remote-catalog's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'catalog'>['pages'] = {
  servicesIndex: ServicesIndexPage,
  serviceDetail: CatalogContent,
  subServiceDetail: CatalogContent,
  packagesIndex: PackagesIndexPage,
  packageDetail: PackageDetailPage,
};
