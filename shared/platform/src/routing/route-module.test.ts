import { defineRoute, isRouteModule, lazyLoader, ROUTE_MODULE_VERSION } from './route-module';

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

test('a lazy loader fetches its module the first time it runs, then runs the named loader with the same arguments', async () => {
  const fetched: string[] = [];
  const module = {
    pageLoader: async (args: { params: Record<string, string> }) => ({ data: `page ${args.params.id}` }),
  };
  const loader = lazyLoader(async () => {
    fetched.push('x-loader');
    return module;
  }, 'pageLoader');
  expect(fetched).toEqual([]);
  await expect(loader({ params: { id: '7' } })).resolves.toEqual({ data: 'page 7' });
  expect(fetched).toEqual(['x-loader']);
});

test("a lazy loader's module that cannot be fetched fails that loader when it runs, not the route table", async () => {
  const failing: () => Promise<{ pageLoader: () => Promise<{ data: null }> }> = () => Promise.reject(new Error('chunk failed'));
  const loader = lazyLoader(failing, 'pageLoader');
  await expect(loader()).rejects.toThrow('chunk failed');
});
