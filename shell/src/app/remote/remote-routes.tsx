import { lazy, Suspense, use, useEffect } from 'react';
import { useLocation, useNavigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  NotFoundError,
  preloadPageCode,
  useInitialRouteError,
  usePageRecord,
  usePageRouteData,
  usePageRouteError,
  useServerRecord,
  type LoadedPage,
  type RemoteName,
  type RemoteRoute,
  type RemoteRouteModule,
  type RenderedRemoteRoute,
  type ResourceStore,
} from '@handyman/platform';
import { ErrorBoundary, Spinner } from '@handyman/platform/ui';
import { isUnderPrefixOf } from '../../lib/shell-routes';
import { renderRouteError } from '../routing/render-route-error';
import { markRemoteSettled } from '../../lib/hydration-marker';
import { PageHead } from '../../head/PageHead';
import { useRemoteLoader, type RemoteLoader } from '../../lib/remote-loader';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RemoteFallback } from './RemoteFallback';
import { withPatience } from '../../lib/remote-patience';
import { runPageLoader } from '../../lib/run-page-loader';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage'));

/** What a remote route carries for the server's record (the browser starts with that route). */
export interface RemoteRouteHandle {
  remote: RemoteName;
  routeId: string;
}

// A remote's route module as routes of the shell's router: each path of each route becomes a route
// whose loader is the remote's own (run on the server before the one render, in the browser before
// a client navigation), whose element draws the remote's component with the loader's data, and
// whose error element shows the not-found or 503 screen for a loader that threw.

/** The id of one path of a remote route: the same on the server and in the browser (hydration data is keyed by it). */
export const remoteRouteId = (remote: RemoteName, route: RemoteRoute<never>, path: string) => `${remote}:${route.id}:${path}`;

/**
 * Runs a remote route's loader (see runPageLoader), fetching the route's component code beside it
 * (a lazyPage), so the page renders as soon as its data is in.
 */
export async function runRemoteLoader(
  route: RemoteRoute<never>,
  args: LoaderFunctionArgs,
  store: ResourceStore,
): Promise<LoadedPage<never>> {
  const code = preloadPageCode(route.Component).catch(() => undefined);
  const page = await runPageLoader(route.loader!, args, store);
  await code;
  return page;
}

/** The routes of a remote's module; paths outside the remote's own prefixes are left out. */
export function remoteRouteObjects(remote: RemoteName, module: RemoteRouteModule, store: ResourceStore): RouteObject[] {
  return module.routes.flatMap((route) =>
    route.paths
      .filter((path) => isUnderPrefixOf(remote, path))
      .map((path): RouteObject => {
        const id = remoteRouteId(remote, route, path);
        return {
          id,
          path,
          ...(route.loader ? { loader: (args: LoaderFunctionArgs) => runRemoteLoader(route, args, store) } : {}),
          handle: { remote, routeId: route.id } satisfies RemoteRouteHandle,
          element: (
            <Suspense fallback={<Spinner />}>
              <RemoteRouteElement remote={remote} route={route} id={id} />
            </Suspense>
          ),
          errorElement: <LoaderError remote={remote} id={id} />,
        };
      }),
  );
}

/**
 * The route the server rendered the page with, before its remote's code is in the browser: the
 * router has it from the start (hydration needs no remote), its element keeps the server's HTML
 * until the code comes (the same Suspense boundary as the server's), and its loader, for a later
 * visit, waits for the code first. When the remote's routes join the router, this one stays in
 * their place (same id).
 */
export function renderedRouteObject(rendered: RenderedRemoteRoute, remotes: RemoteLoader, store: ResourceStore): RouteObject {
  const { remote, routeId } = rendered;
  return {
    id: rendered.id,
    path: rendered.path,
    ...(rendered.loads
      ? {
          // A later visit waits for the remote's code within the visitor's patience, then shows the
          // area's fallback (which keeps waiting and brings the page when the code comes).
          loader: async (args: LoaderFunctionArgs) => {
            const module = await withPatience(remotes.load(remote));
            if (!module) return REMOTE_UNAVAILABLE;
            const route = module.routes.find((each) => each.id === routeId);
            if (!route) throw new NotFoundError(`${remote} has no route ${routeId} any more`);
            return route.loader ? runRemoteLoader(route, args, store) : null;
          },
        }
      : {}),
    handle: { remote, routeId } satisfies RemoteRouteHandle,
    element: (
      <Suspense fallback={<Spinner />}>
        <RenderedRouteElement remote={remote} routeId={routeId} id={rendered.id} />
      </Suspense>
    ),
    errorElement: <LoaderError remote={remote} id={rendered.id} />,
  };
}

/** What the first route's loader gives when the remote's code did not come in time. */
const REMOTE_UNAVAILABLE = { remoteUnavailable: true } as const;

/** `id` is the route's id in the router (its loader's data is kept under it). */
function RenderedRouteElement({ remote, routeId, id }: RemoteRouteHandle & { id: string }) {
  const { pathname } = useLocation();
  const record = usePageRecord();
  const page = usePageRouteData(id);
  const remotes = useRemoteLoader();
  // The server's HTML of this address stays up while the code comes; a later visit does not wait
  // for a remote that is down or hangs.
  const fromServer = record?.path === pathname;
  const loaded = remotes.loaded(remote);
  // Until the navigation after a retry has run the page's loader, the loader's answer is still
  // "not in time": the fallback stays (the page has no data to draw yet).
  if (page === REMOTE_UNAVAILABLE || (!loaded && !fromServer)) return <RemoteUnavailable remote={remote} notFoundOnceLoaded={false} />;
  const module = loaded ?? use(remotes.awaited(remote));
  if (!module) return <RemoteUnavailable remote={remote} />;
  const route = module.routes.find((each) => each.id === routeId);
  if (!route) return <NotFoundPage />;
  return <RemoteRouteElement remote={remote} route={route} id={id} />;
}

function RemoteRouteElement({ remote, route, id }: { remote: RemoteName; route: RemoteRoute<never>; id: string }) {
  const page = usePageRouteData(id) as LoadedPage<never> | undefined;
  const { pathname } = useLocation();
  const initialError = useInitialRouteError(pathname);
  const record = useServerRecord();
  if (record && !record.remotesRendered.includes(remote)) record.remotesRendered.push(remote);
  useEffect(() => markRemoteSettled(remote), [remote]);
  const { Component } = route;
  return (
    <ErrorBoundary
      resetKey={pathname}
      initialError={initialError}
      fallback={(error, reset) => renderRouteError(error, () => <RemoteFallback remote={remote} onRetry={reset} />, remote)}
    >
      {page?.head ? <PageHead head={page.head} /> : null}
      <Component data={page?.data as never} />
    </ErrorBoundary>
  );
}

/**
 * What a route shows when its loader threw: the not-found page, the 503 page, or for any other
 * failure (content that did not come in time) the area's fallback, whose retry runs the loader again.
 */
function LoaderError({ remote, id }: { remote: RemoteName; id: string }) {
  const error = usePageRouteError(id);
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  useEffect(() => markRemoteSettled(remote), [remote]);
  const retry = () => void navigate(`${pathname}${search}${hash}`, { replace: true, state });
  return renderRouteError(error, () => <RemoteFallback remote={remote} onRetry={retry} />, remote);
}
