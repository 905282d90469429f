import type { RuntimeConfig } from '@handyman/platform';
import type { FederationApi } from './federated-entry';

let started: Promise<FederationApi> | undefined;

/**
 * Fetches the browser's federation runtime once and starts it with the page's config. A fetch that
 * failed is asked for again by the next load (the visitor's retry).
 */
export function lazyFederation(config: RuntimeConfig): () => Promise<FederationApi> {
  return () =>
    (started ??= import(/* webpackChunkName: "federation" */ './browser-federation').then(
      (runtime) => runtime.startFederation(config),
      (error: unknown) => {
        started = undefined;
        throw error;
      },
    ));
}

/** Starts the runtime's download without starting it (a page whose server HTML has remote areas). */
export function prefetchFederation(): void {
  import(/* webpackChunkName: "federation" */ './browser-federation').catch(() => undefined);
}
