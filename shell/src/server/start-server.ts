import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { setSanitizerWindow } from '@handyman/platform/ui';
import { legacySharedEntries } from '../federation/legacy-shared';
import type { PageDeps } from './answer-page';
import { RenderCache } from './render-cache';
import { requestHandler, sendPlain } from './request-handler';
import { ServerRemotes } from './remotes/server-remotes';
import { revalidation } from './revalidation';
import type { ServerSettings } from './settings';

/** Starts the shell's server: pages rendered on the server, the browser build's assets, SEO files. */
export async function startShellServer(settings: ServerSettings): Promise<Server> {
  const { clientDir, readConfig, publicUrl } = settings;
  // Rich text from content is sanitised by DOMPurify on the server too, in a DOM of jsdom's.
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  const assets = JSON.parse(readFileSync(path.join(clientDir, 'ssr-assets.json'), 'utf8')) as { stylesheets: string[] };
  const remotes = new ServerRemotes();
  const cache = new RenderCache(settings.renderCacheMs, settings.renderCacheBytes);
  const deps: PageDeps = { template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'), stylesheets: assets.stylesheets, remotes };

  // The pre-split shared entries, loaded before any remote: on Node a remote built before the split
  // takes a loaded copy before an unloaded one, and would otherwise run its own (a second store,
  // no runtime config). Browsers pick the shell's by version.
  await Promise.all(legacySharedEntries.map((load) => load()));
  const revalidate = revalidation({ readConfig, publicUrl, remotes, cache, deps });
  await revalidate();
  const timer = setInterval(
    () => void revalidate().catch((error: unknown) => console.error('[shell] revalidation failed', error)),
    settings.revalidateMs,
  );
  timer.unref();

  const handle = requestHandler({ clientDir, readConfig, publicUrl, deps, cache });
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`[shell] ${String(request.url).slice(0, 200)} failed`, error);
      if (response.headersSent) response.destroy();
      else sendPlain(response, 503, 'Service unavailable.', { 'Retry-After': '60' });
    });
  });
  server.on('close', () => clearInterval(timer));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, resolve);
  });
  return server;
}
