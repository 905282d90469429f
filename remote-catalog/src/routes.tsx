import type { RemoteRouteModule } from '@handyman/platform';
import { PackageDetailPage } from './pages/package-detail/PackageDetailPage';
import { PackagesIndexPage } from './pages/packages-index/PackagesIndexPage';
import { ServiceDetailPage } from './pages/service-detail/ServiceDetailPage';
import { ServicesIndexPage } from './pages/services-index/ServicesIndexPage';

/** remote-catalog's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'catalog'>['pages'] = {
  servicesIndex: ServicesIndexPage,
  serviceDetail: ServiceDetailPage,
  subServiceDetail: ServiceDetailPage,
  packagesIndex: PackagesIndexPage,
  packageDetail: PackageDetailPage,
};
