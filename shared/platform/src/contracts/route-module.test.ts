import { defineRoute, isRouteModule, ROUTE_MODULE_VERSION } from './route-module';

const Empty = () => null;
const routes = [
  defineRoute({ id: 'post', paths: ['/blog/:year/:month/:day/:slug', '/blog/:slug'], Component: Empty }),
  defineRoute({ id: 'list', paths: ['/blog', '/blog/page/:page'], Component: Empty }),
  defineRoute({ id: 'search', paths: ['/blog/search', '/blog/search/:query'], Component: Empty }),
];

test('only a module of this contract version is a route module', () => {
  expect(isRouteModule({ version: ROUTE_MODULE_VERSION, routes })).toBe(true);
  expect(isRouteModule({ pages: { list: Empty } })).toBe(false);
  expect(isRouteModule({ version: ROUTE_MODULE_VERSION + 1, routes })).toBe(false);
  expect(isRouteModule(null)).toBe(false);
});
