import { defineRoute, lazyLoader, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform';
import { PackageDetailPage } from './pages/package-detail/PackageDetailPage';
import { PackagesIndexPage } from './pages/packages-index/PackagesIndexPage';
import { ServiceDetailPage } from './pages/service-detail/ServiceDetailPage';
import { ServicesIndexPage } from './pages/services-index/ServicesIndexPage';

// remote-catalog's route module: every page it serves under /services and /packages, with its
// paths. The shell routes those prefixes here; a page added here is live once this remote deploys.

export const version = ROUTE_MODULE_VERSION;

export const routes: RemoteRouteModule['routes'] = [
  defineRoute({
    id: 'servicesIndex',
    paths: ['/services', '/services.html'],
    loader: lazyLoader(() => import('./pages/services-index/services-index-loader'), 'servicesIndexLoader'),
    Component: ServicesIndexPage,
  }),
  defineRoute({
    id: 'serviceDetail',
    paths: ['/services/:serviceId', '/services/:serviceId/doors', '/services/:serviceId/windows'],
    loader: lazyLoader(() => import('./pages/service-detail/service-loader'), 'serviceLoader'),
    Component: ServiceDetailPage,
  }),
  defineRoute({
    id: 'subServiceDetail',
    paths: ['/services/:serviceId/:subserviceId'],
    loader: lazyLoader(() => import('./pages/service-detail/service-loader'), 'serviceLoader'),
    Component: ServiceDetailPage,
  }),
  defineRoute({
    id: 'packagesIndex',
    paths: ['/packages', '/packages.html'],
    loader: lazyLoader(() => import('./pages/packages-index/packages-index-loader'), 'packagesIndexLoader'),
    Component: PackagesIndexPage,
  }),
  defineRoute({
    id: 'packageDetail',
    paths: ['/packages/:packageId'],
    loader: lazyLoader(() => import('./pages/package-detail/package-loader'), 'packageLoader'),
    Component: PackageDetailPage,
  }),
];
