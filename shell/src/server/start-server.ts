import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { setContentFetch } from '@handyman/platform';
import { setSanitizerWindow } from '@handyman/platform/ui';
import type { PageDeps } from './answer-page';
import { Admission } from './ops/admission';
import { observedContentFetch } from './ops/content-calls';
import { setFormStampKey } from './form-stamp';
import { drainer, type Drain } from './ops/drain';
import { beaconRules } from './ops/beacon';
import { log } from './ops/logger';
import { observed } from './ops/observed';
import { operationsServer } from './ops/operations-listener';
import { runtimeConfigOrNone } from './ops/security-headers';
import { metrics } from './ops/shell-metrics';
import { RenderCache } from './render-cache';
import { requestHandler, routeOf } from './request-handler';
import { SERVER_TIMEOUTS } from './static-files.mjs';
import { ServerRemotes } from './remotes/server-remotes';
import { rulesOf } from './remotes/stylesheet-classes';
import { revalidation } from './revalidation';
import { publishShellAssets } from './shell-assets';
import { rememberBuild } from './ops/build-labels';
import type { ServerSettings } from './settings';

export interface ShellServer {
  server: Server;
  /** The operations listener (/healthz, /readyz, /metrics). */
  operations: Server;
  drain: Drain;
}

/** Starts the shell's server: pages rendered on the server, the browser build's assets, SEO files. */
export async function startShellServer(settings: ServerSettings): Promise<ShellServer> {
  const { clientDir, readConfig, publicUrl } = settings;
  // Rich text from content is sanitised by DOMPurify on the server too, in a DOM of jsdom's.
  await setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  setContentFetch(observedContentFetch(settings.forwardingSecret));
  setFormStampKey(settings.forwardingSecret);
  if (!settings.forwardingSecret) {
    log.warn(
      'FORWARDING_SECRET is not set: content-api will take this server, not the visitor, as the sender of forms posted without script',
    );
  }
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
    shellRules: shellRules(clientDir, assets.build, assets.stylesheets),
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
  const server = createServer(SERVER_TIMEOUTS);
  const drain = drainer(server);
  const handle = observed(site, {
    trustProxy: settings.trustProxy,
    publicUrl,
    config: runtimeConfigOrNone,
    routeOf,
    draining: () => drain.draining,
    beacons: beaconRules(publicUrl, settings.beacons),
  });
  server.on('request', (request, response) => void handle(request, response));
  const operations = operationsServer({
    configProblem: () => deps.configError?.message,
    remoteKnown: (remote) => remotes.known(remote),
    draining: () => drain.draining,
  });
  server.on('close', () => {
    clearInterval(timer);
    operations.close();
  });
  await listen(server, settings.port);
  await listen(operations, settings.ops.port, settings.ops.host);
  return { server, operations, drain };
}

/**
 * The rules of the shell's own stylesheets, read from its build (each linked as
 * /assets/<build>/<its path in the build>); a file that cannot be read adds none (every remote
 * stylesheet repeating it then goes inline, as before).
 */
function shellRules(clientDir: string, build: string, stylesheets: string[]): ReadonlySet<string> {
  const prefix = `/assets/${build}/`;
  const texts = stylesheets.flatMap((href) => {
    const file = path.join(clientDir, href.startsWith(prefix) ? href.slice(prefix.length) : path.basename(href));
    try {
      return [readFileSync(file, 'utf8')];
    } catch (error) {
      log.warn('a stylesheet of the shell could not be read: remote stylesheets repeating it go inline', { file, error });
      return [];
    }
  });
  return rulesOf(texts);
}

function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
}
