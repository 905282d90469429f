import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { Writable } from 'node:stream';
import {
  createPageRecord,
  isNotFoundError,
  PageRecordContext,
  ResourceStoreContext,
  StaticPageRoutes,
  type LoadedPage,
  type PageRecord,
  type ResourceStore,
} from '@handyman/platform';
import { RemoteLoaderContext, type RemoteLoader } from '../lib/remote-loader';
import { buildRoutes, type RemoteModules } from '../app/routing/router';
import { ownerOf } from '../lib/shell-routes';
import { dehydrateError } from '../lib/dehydrate';
import type { RemoteRouteHandle } from '../app/remote/remote-routes';
import { NoScriptEstimateContext } from '../estimate/NoScriptEstimate';
import { NoScriptEstimatePanel } from '../estimate/NoScriptEstimatePanel';

/** How long one render may take before it is given up (the answer is then the 503 page). */
export const RENDER_TIMEOUT_MS = 8000;

export type RenderOutcome = RenderPass | { redirect: string };

export interface RenderPass {
  html: string;
  record: PageRecord;
  /** Errors thrown while rendering (a page's NotFoundError, a failed area, ...). */
  errors: unknown[];
  /** True when the render was cut off at RENDER_TIMEOUT_MS: its HTML is incomplete. */
  timedOut: boolean;
}

/**
 * The route modules a render at this address needs: the one of the remote that owns the path,
 * within the render's budget (without it the area renders as its fallback). None for a render of an
 * error screen.
 */
async function modulesFor(pathname: string, remotes: RemoteLoader, routeError: Error | undefined): Promise<RemoteModules> {
  const owner = ownerOf(pathname);
  if (routeError || owner?.kind !== 'remote') return {};
  const module = await remotes.awaited(owner.remote);
  return module ? { [owner.remote]: module } : {};
}

/**
 * Runs the matched routes' loaders (a remote's page is worked out before it renders): a redirect, or
 * what the render and the browser's router start with, written into the page record: the loaders'
 * data, a loader's error (its screen renders in the page's place, with its status) and the page's
 * status.
 */
function recordLoaders(record: PageRecord, context: StaticHandlerContext) {
  record.loaderData = context.loaderData;
  const leaf = context.matches[context.matches.length - 1];
  const handle = leaf?.route.handle as RemoteRouteHandle | undefined;
  if (leaf && handle && leaf.route.path)
    record.remoteRoute = { ...handle, id: leaf.route.id, path: leaf.route.path, loads: leaf.route.loader !== undefined };
  const [failed] = Object.entries(context.errors ?? {});
  if (failed) {
    const [routeId, error] = failed;
    record.loaderErrors = { [routeId]: dehydrateError(error) };
    record.routeError = error instanceof Error ? error : new Error(String(error));
    record.status = isNotFoundError(error) ? 404 : 503;
    return;
  }
  const page = leaf ? (context.loaderData[leaf.route.id] as LoadedPage<unknown> | undefined) : undefined;
  if (page?.status !== undefined) record.status = page.status;
}

/**
 * One render of the app at an address into HTML, with React's streaming renderer: the whole
 * stream is collected once every Suspense boundary has its content (data hooks and remotes
 * suspend on the server until they are in), because the status code depends on what rendered.
 * `remotes` is this pass's own loader (each pass waits for the remotes within its own budget).
 */
export async function renderAppPass(
  url: URL,
  store: ResourceStore,
  remotes: RemoteLoader,
  routeError?: Error,
  visitorOffice?: string,
): Promise<RenderOutcome> {
  const record = { ...createPageRecord(url.pathname, true, routeError), ...(visitorOffice ? { visitorOffice } : {}) };
  const handler = createStaticHandler(buildRoutes(await modulesFor(url.pathname, remotes, routeError), store));
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location === null) throw new Error(`Unexpected router response ${context.status}`);
    return { redirect: location };
  }
  recordLoaders(record, context);
  const errors: unknown[] = [];
  let timedOut = false;
  const app = (
    <StrictMode>
      <PageRecordContext.Provider value={record}>
        <ResourceStoreContext.Provider value={store}>
          <RemoteLoaderContext.Provider value={remotes}>
            <NoScriptEstimateContext.Provider value={NoScriptEstimatePanel}>
              <StaticPageRoutes
                routes={handler.dataRoutes}
                location={{ pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' }}
                loaderData={context.loaderData}
                errors={context.errors}
              />
            </NoScriptEstimateContext.Provider>
          </RemoteLoaderContext.Provider>
        </ResourceStoreContext.Provider>
      </PageRecordContext.Provider>
    </StrictMode>
  );
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every boundary in place, never outlined for a script to move later: the HTML is complete
      // without JavaScript (crawlers, a phone with scripts off or still loading them).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Deferred: React may call this before renderToPipeableStream has returned the stream.
      onAllReady: () => queueMicrotask(() => stream.pipe(sink)),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        errors.push(error);
      },
    });
    const timer = setTimeout(() => {
      timedOut = true;
      stream.abort(new Error(`Render took longer than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
  return { html, record, errors, timedOut };
}
