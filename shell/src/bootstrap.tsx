import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createRenderState,
  getSiteSettings,
  hydrateResources,
  loadResource,
  preloadPage,
  rehydrateError,
  RenderStateContext,
  setRuntimeConfig,
  SITE_SETTINGS_KEY,
} from '@handyman/shared';
import { App } from './app/App';
import { HYDRATION_STATE_ID, type HydrationState } from './app/hydration-state';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { hydrationLoad } from './app/remote/hydration-load';
import { awaitRemoteHydration } from './app/hydration-marker';
import { registerFederatedRemotes } from './federation/register-remotes';
import { loadHomePage } from './pages/home/load-home-page';
import { createShellRouter } from './app/routing/router';
import { nextTask } from './app/next-task';
import '@handyman/shared/styles/global.css';

/**
 * A server-rendered page: the content and config it was rendered with come inside it, so the
 * browser asks for nothing again. The router (its routes flattened, ranked and matched: a long step
 * on a phone) is made in a task of its own before hydration starts.
 */
async function hydrate(state: HydrationState): Promise<void> {
  setRuntimeConfig(state.config);
  hydrateResources(state.resources);
  registerFederatedRemotes(state.config);
  // The remotes the page shows start loading now; their areas keep the server's HTML until they are in.
  awaitRemoteHydration(state.remotesRendered);
  for (const remote of state.remotesRendered) hydrationLoad(remote).catch(() => undefined);
  const render = createRenderState(state.path, false, state.routeError ? rehydrateError(state.routeError) : undefined);
  render.remoteFallbacks = state.remoteFallbacks;
  render.remotesRendered = state.remotesRendered;
  // The server never sees the hash: the first render goes without it (as the server's did), and the
  // app then moves to it, as if the visitor had followed the link (tabs, modal and scrolls follow).
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  await nextTask();
  const router = createShellRouter({ hydrating: true });
  await nextTask();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone's taps and the first paint of images are not kept waiting).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RenderStateContext.Provider value={render}>
          <App initialHash={hash} router={router} />
        </RenderStateContext.Provider>
      </StrictMode>,
    );
  });
}

/** No server render (the development server, or a render that failed): the browser renders. */
async function renderInBrowser(): Promise<void> {
  // Most visits start on the home page: fetch its code while config.json is on its way.
  if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    // The header and the home page need these first: ask now, while the app's code still loads.
    loadResource(SITE_SETTINGS_KEY, getSiteSettings).catch(() => undefined);
    if (window.location.pathname === '/') preloadPage('/');
    registerFederatedRemotes(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorScreen error={error} />);
  }
}

/** Starts the app: hydrates the server's page, or renders in the browser when there is none. */
export function start(): void {
  const stateElement = document.getElementById(HYDRATION_STATE_ID);
  void (stateElement ? hydrate(JSON.parse(stateElement.textContent ?? '{}') as HydrationState) : renderInBrowser());
}
