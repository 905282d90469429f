import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../../layout/Layout';
import { ErrorReloadReset } from './ErrorReloadReset';
import { AtNormalAddress } from './PathRules';
import { RouteElement } from './RouteElement';
import { routeTable } from '@handyman/shared';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

/** The shell's route objects: the spec's route table under the site layout, anything else 404. */
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
              <RouteElement target={target} />
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

export function createShellRouter() {
  return createBrowserRouter(buildRoutes());
}
