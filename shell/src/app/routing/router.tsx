import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import {
  createPageRouter,
  isRouteModule,
  type PageRouter,
  type PageRouterOptions,
  useResourceStore,
  type RemoteName,
  type RemoteRouteModule,
  type RenderedRemoteRoute,
  type ResourceStore,
} from '@handyman/platform';
import { Layout } from '../../layout/Layout';
import { ErrorReloadReset } from './ErrorReloadReset';
import { AtNormalAddress } from '../../lib/PathRules';
import { shellRouteObjects } from './shell-route-objects';
import { ownerOf, remotePrefixes } from '../../lib/shell-routes';
import { remoteRouteObjects, renderedRouteObject } from '../remote/remote-routes';
import { withPatience } from '../../lib/remote-patience';
import { RemoteUnavailable } from '../remote/RemoteUnavailable';
import type { RemoteLoader } from '../../lib/remote-loader';
import type { RemoteRoutesPatch } from '../../lib/remote-routes-patch';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

/** The id of the site layout route: remotes' routes join its children. */
export const LAYOUT_ROUTE_ID = 'layout';

/** The route modules a router is built with (the ones in hand). */
export type RemoteModules = Partial<Record<RemoteName, RemoteRouteModule>>;

/**
 * The shell's routes: its own pages, each remote's routes from its module where it is in, a
 * fallback for every prefix of a remote (the area's fallback while its module is not in; not found
 * under a prefix whose remote has no such page), and anything else 404.
 */
export function buildRoutes(
  modules: RemoteModules = {},
  store: ResourceStore = useResourceStore,
  rendered: RouteObject[] = [],
): RouteObject[] {
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: (
        <>
          <ErrorReloadReset />
          <Layout />
        </>
      ),
      children: [
        ...shellRouteObjects(store),
        ...rendered,
        ...Object.entries(modules).flatMap(([remote, module]) => remoteRouteObjects(remote as RemoteName, module, store)),
        ...remotePrefixes.map(({ prefix, remote }) => ({
          path: `${prefix}/*`,
          element: <AtNormalAddress>{modules[remote] ? <NotFoundPage /> : <RemoteUnavailable remote={remote} />}</AtNormalAddress>,
        })),
        {
          path: '*',
          element: (
            <AtNormalAddress>
              <NotFoundPage />
            </AtNormalAddress>
          ),
        },
      ],
    },
  ];
}

interface BrowserRouterOptions {
  remotes: RemoteLoader;
  /** The remote route the server's page was rendered with (its remote's code may not be in yet). */
  rendered?: RenderedRemoteRoute;
  /** Set when the router starts on the server's HTML: the loaders' data and errors it had. */
  hydrationData?: PageRouterOptions['hydrationData'];
}

/**
 * The browser's router. A remote's routes join it when the visitor first goes to one of its
 * addresses (the module is loaded then, within the visitor's patience). Returns the router and the
 * function that adds a remote's routes later (a fallback's retry, a late answer).
 */
export function createShellRouter({ remotes, rendered, hydrationData }: BrowserRouterOptions) {
  const patched = new Set<RemoteName>();
  const add = (remote: RemoteName, module: RemoteRouteModule) => {
    if (patched.has(remote) || !isRouteModule(module)) return false;
    patched.add(remote);
    router.patchRoutes(LAYOUT_ROUTE_ID, remoteRouteObjects(remote, module, useResourceStore));
    return true;
  };
  const first = rendered ? [renderedRouteObject(rendered, remotes, useResourceStore)] : [];
  const router = createPageRouter({
    routes: buildRoutes({}, useResourceStore, first),
    // The server's data: the first render is the server's page, and the scroll stays where it is
    // (a visitor may have scrolled while the app's script came).
    ...(hydrationData ? { hydrationData } : {}),
    // A remote's routes join before the first navigation to one of its addresses.
    async beforeMatch(pathname) {
      const owner = ownerOf(pathname);
      if (owner?.kind !== 'remote' || patched.has(owner.remote)) return;
      const module = await withPatience(remotes.load(owner.remote));
      if (module) add(owner.remote, module);
    },
  });
  const patchRemote: RemoteRoutesPatch = add;
  return { router, patchRemote };
}

export type ShellRouter = PageRouter;
