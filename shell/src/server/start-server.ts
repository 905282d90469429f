import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { setContentFetch } from '@handyman/platform';
import { setSanitizerWindow } from '@handyman/platform/ui';
import type { PageDeps } from './answer-page';
import { Admission } from './ops/admission';
import { observedContentFetch } from './ops/content-calls';
import { drainer, type Drain } from './ops/drain';
import { log } from './ops/logger';
import { observed } from './ops/observed';
import { runtimeConfigOrNone } from './ops/security-headers';
import { metrics } from './ops/shell-metrics';
import { RenderCache } from './render-cache';
import { requestHandler, routeOf } from './request-handler';
import { ServerRemotes } from './remotes/server-remotes';
import { revalidation } from './revalidation';
import { publishShellAssets } from './shell-assets';
import { rememberBuild } from './ops/build-labels';
import type { ServerSettings } from './settings';

/** Above the idle timeout of common load balancers (60 s), so the balancer closes idle connections first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** The longest a request may take to arrive in full (headers and body). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ShellServer {
  server: Server;
  drain: Drain;
}

/** Starts the shell's server: pages rendered on the server, the browser build's assets, SEO files. */
export async function startShellServer(settings: ServerSettings): Promise<ShellServer> {
  const { clientDir, readConfig, publicUrl } = settings;
  // Rich text from content is sanitised by DOMPurify on the server too, in a DOM of jsdom's.
  await setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  setContentFetch(observedContentFetch());
  const assets = JSON.parse(readFileSync(path.join(clientDir, 'ssr-assets.json'), 'utf8')) as { build: string; stylesheets: string[] };
  publishShellAssets(clientDir, settings.assetsDir, assets.build);
  rememberBuild(assets.build);
  const remotes = new ServerRemotes();
  const cache = new RenderCache(settings.renderCacheMs, settings.renderCacheBytes);
  cache.onLookup = (result) => metrics.cacheLookups.inc({ result });
  metrics.cacheBytes.track(() => cache.size.bytes);
  metrics.cacheEntries.track(() => cache.size.entries);
  const admission = new Admission(settings.renderConcurrency, settings.renderQueue, () => metrics.admissionRejections.inc());
  metrics.rendersInFlight.track(() => admission.inFlight);
  metrics.rendersQueued.track(() => admission.queued);
  const deps: PageDeps = {
    template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    stylesheets: assets.stylesheets,
    build: assets.build,
    remotes,
  };

  const revalidate = revalidation({ readConfig, publicUrl, remotes, cache, deps });
  await revalidate();
  const timer = setInterval(
    () => void revalidate().catch((error: unknown) => log.error('revalidation failed', { error })),
    settings.revalidateMs,
  );
  timer.unref();

  const site = requestHandler({ clientDir, assetsDir: settings.assetsDir, readConfig, publicUrl, deps, cache, admission });
  const server = createServer();
  const drain = drainer(server);
  const handle = observed(site, {
    trustProxy: settings.trustProxy,
    publicUrl,
    config: runtimeConfigOrNone,
    routeOf,
    readiness: {
      configProblem: () => deps.configError?.message,
      remoteKnown: (remote) => remotes.known(remote),
      draining: () => drain.draining,
    },
  });
  server.on('request', (request, response) => void handle(request, response));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Headers must be allowed longer than the keep-alive wait, or Node drops a reused connection early.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  server.on('close', () => clearInterval(timer));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, resolve);
  });
  return { server, drain };
}
