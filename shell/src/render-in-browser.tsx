import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSiteSettings, loadResource, preloadPage, setRuntimeConfig, SITE_SETTINGS_KEY } from '@handyman/platform';
import { App } from './app/App';
import { createShellRouter } from './app/routing/router';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { createBrowserRemoteLoader } from './federation/browser-remote-loader';
import { RemoteLoaderContext } from './lib/remote-loader';
import { loadHomePage } from './pages/home/load-home-page';

/** No server render (the development server, or a render that failed): the browser renders. */
export async function renderInBrowser(): Promise<void> {
  // Most visits start on the home page: fetch its code while config.json is on its way.
  if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    // The header and the home page need these first: ask now, while the app's code still loads.
    loadResource(SITE_SETTINGS_KEY, getSiteSettings).catch(() => undefined);
    if (window.location.pathname === '/') preloadPage('/');
    const remotes = createBrowserRemoteLoader(config);
    const { router, patchRemote } = createShellRouter({ remotes });
    root.render(
      <StrictMode>
        <RemoteLoaderContext.Provider value={remotes}>
          <App router={router} patchRemote={patchRemote} />
        </RemoteLoaderContext.Provider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorScreen error={error} />);
  }
}
