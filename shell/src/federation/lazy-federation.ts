import type { RemoteName, RuntimeConfig } from '@handyman/platform';
import type { FederationApi } from './federated-entry';

let started: Promise<FederationApi> | undefined;

// Imported by index.ts, the page's first script: nothing here but types may come from a library.

/**
 * Fetches the browser's federation runtime once and starts it with the page's config and remotes. A
 * fetch or a start that failed is tried again by the next load (the visitor's retry).
 */
export function lazyFederation(config: RuntimeConfig, remotes: readonly RemoteName[]): () => Promise<FederationApi> {
  return () =>
    (started ??= import(/* webpackChunkName: "federation" */ './browser-federation')
      .then((runtime) => runtime.startFederation(config, remotes))
      .catch((error: unknown) => {
        started = undefined;
        throw error;
      }));
}

/** Starts the runtime's download without starting it (a page whose server HTML has remote areas). */
export function prefetchFederation(): void {
  import(/* webpackChunkName: "federation" */ './browser-federation').catch(() => undefined);
}
