import { defineRoute, lazyLoader, lazyPage, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform/base';

// remote-catalog's route module: every page it serves under /services and /packages, with its
// paths. The shell routes those prefixes here; a page added here is live once this remote deploys.

// Each page's code comes when it is shown (or its loader runs for a client navigation): a page
// does not bring the others, nor the shared packages only they use.
const PackageDetailPage = lazyPage(() => import('./pages/package-detail/PackageDetailPage'), 'PackageDetailPage');
const PackagesIndexPage = lazyPage(() => import('./pages/packages-index/PackagesIndexPage'), 'PackagesIndexPage');
const ServiceDetailPage = lazyPage(() => import('./pages/service-detail/ServiceDetailPage'), 'ServiceDetailPage');
const ServicesIndexPage = lazyPage(() => import('./pages/services-index/ServicesIndexPage'), 'ServicesIndexPage');

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
