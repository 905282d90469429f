import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageRecordContext, setRuntimeConfig, type PageRecord } from '@handyman/platform';
import { setPageHydrating } from '@handyman/platform/ui';
import { hydrateResources, rehydrateError } from './lib/dehydrate';
import { App } from './app/App';
import { PAGE_RECORD_ID, readPageRecord } from './lib/page-record-block';
import { RemoteLoaderContext } from './lib/remote-loader';
import { awaitRemoteHydration } from './lib/hydration-marker';
import { createBrowserRemoteLoader } from './federation/browser-remote-loader';
import { createShellRouter } from './app/routing/router';
import { nextTask } from './lib/next-task';
import { noteHydrationError, setPageBuilds } from './lib/page-builds';
import '@handyman/platform/styles/global.css';

/**
 * A server-rendered page: the content and config it was rendered with come inside it, so the
 * browser asks for nothing again. The router (its routes flattened, ranked and matched: a long step
 * on a phone) is made in a task of its own before hydration starts.
 */
async function hydrate(record: PageRecord): Promise<void> {
  const config = record.config!;
  setRuntimeConfig(config);
  setPageBuilds(record.builds, record.remotesRendered);
  hydrateResources(record.resources ?? {});
  const remotes = createBrowserRemoteLoader(config);
  // The remotes the page shows start loading now; their areas keep the server's HTML until they are in.
  awaitRemoteHydration(record.remotesRendered);
  for (const remote of record.remotesRendered) void remotes.awaited(remote);
  // The server never sees the hash: the first render goes without it (as the server's did), and the
  // app then moves to it, as if the visitor had followed the link (tabs, modal and scrolls follow).
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  const errors = Object.entries(record.loaderErrors ?? {}).map(([id, error]) => [id, rehydrateError(error)]);
  const hydrationData = { loaderData: record.loaderData ?? {}, errors: errors.length > 0 ? Object.fromEntries(errors) : null };
  const { router, patchRemote } = createShellRouter({
    remotes,
    hydrationData,
    ...(record.remoteRoute ? { rendered: record.remoteRoute } : {}),
  });
  await nextTask();
  // Sections further down may wait for the viewport to hydrate; with a hash the app moves there
  // once the page is live, so every section hydrates at once.
  setPageHydrating(!hash);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone's taps and the first paint of images are not kept waiting).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <PageRecordContext.Provider value={record}>
          <RemoteLoaderContext.Provider value={remotes}>
            <App initialHash={hash} router={router} patchRemote={patchRemote} />
          </RemoteLoaderContext.Provider>
        </PageRecordContext.Provider>
      </StrictMode>,
      {
        // Counted for the page-view report (per build: a release whose browser code does not match
        // its server code shows there), then reported as React does by default.
        onRecoverableError: (error) => {
          noteHydrationError();
          reportError(error);
        },
      },
    );
  });
}

/** Starts the app: hydrates the server's page, or renders in the browser when there is none. */
export function start(): void {
  const block = document.getElementById(PAGE_RECORD_ID);
  // No server render (the development server, or a render that failed): the browser renders, with
  // code that a server-rendered page never needs.
  if (!block)
    return void import(/* webpackChunkName: "render-in-browser" */ './render-in-browser').then(({ renderInBrowser }) => renderInBrowser());
  void hydrate(readPageRecord(block.textContent ?? '{}')).then(reportWhenLoaded);
}

/** The page-view report (web vitals, script errors) for the shell's server, loaded once the page is live. */
function reportWhenLoaded(): void {
  const load = () => void import(/* webpackChunkName: "beacon" */ './beacon/report').then(({ startReporting }) => startReporting());
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
