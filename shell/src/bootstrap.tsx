import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSiteSettings, loadResource, preloadPage, setRuntimeConfig, SITE_SETTINGS_KEY } from '@handyman/shared';
import { App } from './app/App';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerFederatedRemotes } from './federation/register-remotes';
import { loadHomePage } from './pages/home/load-home-page';
import '@handyman/shared/styles/global.css';

async function start(): Promise<void> {
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

void start();
