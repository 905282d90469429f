import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { ResourceStore } from '@handyman/platform';
import { shellRoutes, type ShellRoute } from '../../lib/shell-routes';
import { AtNormalAddress } from '../../lib/PathRules';
import { runPageLoader } from '../../lib/run-page-loader';
import { SHELL_PAGES } from './shell-pages';
import { ShellLoaderError, ShellRouteElement } from './ShellRouteElement';

/** The id of a shell route: the same on the server and in the browser (hydration data is keyed by it). */
export const shellRouteId = (route: ShellRoute) => `shell:${route.page}:${route.path}`;

/**
 * The shell's own pages as routes: each runs its page's loader (on the server before the one render,
 * in the browser before a client navigation) as a remote's route does, and shows the not-found or
 * 503 screen when it throws.
 */
export function shellRouteObjects(store: ResourceStore): RouteObject[] {
  return shellRoutes.map((route): RouteObject => {
    const page = SHELL_PAGES[route.page];
    const id = shellRouteId(route);
    return {
      id,
      path: route.path,
      loader: async (args: LoaderFunctionArgs) => {
        // The page's code comes beside its content, not after it (a failed fetch is the component's to report).
        const [loaded] = await Promise.all([
          runPageLoader((loaderArgs) => page.loader(loaderArgs, route), args, store),
          page.preload?.().catch(() => undefined),
        ]);
        return loaded;
      },
      element: (
        <AtNormalAddress>
          <ShellRouteElement page={page} routeId={id} />
        </AtNormalAddress>
      ),
      errorElement: (
        <AtNormalAddress>
          <ShellLoaderError routeId={id} />
        </AtNormalAddress>
      ),
    };
  });
}
