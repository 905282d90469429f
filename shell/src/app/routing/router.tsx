import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../../layout/Layout';
import { ErrorReloadReset } from './ErrorReloadReset';
import { OfficePrefix } from './OfficePrefix';
import { AtNormalAddress } from './PathRules';
import { RouteElement } from './RouteElement';
import { routeTable } from '@handyman/platform';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

/** The shell's route objects: the site's route table (shared contracts) under the site layout, anything else 404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <ErrorReloadReset />
          <Layout />
        </>
      ),
      children: [
        ...routeTable.map(({ path, target }) => ({
          path,
          element: (
            <AtNormalAddress>
              {path.startsWith('/:prefix/') ? (
                <OfficePrefix>
                  <RouteElement target={target} />
                </OfficePrefix>
              ) : (
                <RouteElement target={target} />
              )}
            </AtNormalAddress>
          ),
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

/**
 * @param hydrating whether the router starts on the server's HTML. Then its first render must not
 *   reset the scroll (a visitor may have scrolled while the app's script came): data for hydration,
 *   which no route here needs, is what tells React Router so. The address's hash is applied after
 *   hydration by a navigation of its own (App), which scrolls like every other navigation.
 */
export function createShellRouter({ hydrating = false } = {}) {
  return createBrowserRouter(buildRoutes(), hydrating ? { hydrationData: {} } : undefined);
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
