import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, setRuntimeConfig, type RuntimeConfig } from '@handyman/shared';
import { JSDOM } from 'jsdom';
import { setSanitizerWindow } from '@handyman/shared/ui';
import { ZIP_LOOKUP_ACTION } from '@handyman/shared/zip';
import { createStaticHandler } from '../../../scripts/static-server.mjs';
import { warmServerRemote } from '../app/remote/server-remote';
import { registerFederatedRemotes } from '../federation/register-remotes';
import { answerPage, type PageDeps } from './answer-page';
import { sendAnswer } from './http-answer';
import { RemoteDirectory } from './remote-directory';
import { RenderCache } from './render-cache';
import { checkPublicUrl, isRequestProblem, parseRequestTarget } from './request-target';
import { seoAnswer } from './seo-answers';
import { zipLookupAnswer } from './zip-lookup-answer';

export interface ShellServerOptions {
  port: number;
  /** The shell's browser build (index.html, main.js, styles, ssr-assets.json). */
  clientDir: string;
  /** The text of config.json (read again on every revalidation, so a changed file applies). */
  readConfig: () => string;
  /** How often remote manifests and config.json are checked for a new deployment (ms). */
  revalidateMs?: number;
  /** How long a rendered page may be served from memory (ms); 0 turns the cache off. */
  renderCacheMs?: number;
  /**
   * The site's public origin: the base of canonical links, structured data, the sitemap and the
   * feed when content names none (never the request's Host). Checked at start-up.
   */
  publicUrl: string;
}

const ALLOWED_METHODS = 'GET, HEAD';

function parseConfig(text: string): RuntimeConfig | RuntimeConfigError {
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch (error) {
    return error instanceof RuntimeConfigError ? error : new RuntimeConfigError(['config.json is not valid JSON']);
  }
}

/** Starts the shell's server: pages rendered on the server, the browser build's assets, SEO files. */
export async function startShellServer(options: ShellServerOptions): Promise<Server> {
  const { clientDir, readConfig } = options;
  const publicUrl = checkPublicUrl(options.publicUrl);
  // Rich text from content is sanitised by DOMPurify on the server too, in a DOM of jsdom's.
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  const assets = JSON.parse(readFileSync(path.join(clientDir, 'ssr-assets.json'), 'utf8')) as { stylesheets: string[] };
  // Each remote's server code loads as soon as its manifest is read, not with the first page.
  const remotes = new RemoteDirectory(fetch, (remote) => void warmServerRemote(remote));
  const cache = new RenderCache(options.renderCacheMs ?? 10_000);
  const deps: PageDeps = { template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'), stylesheets: assets.stylesheets, remotes };
  let configText = '';

  async function revalidate(): Promise<void> {
    let text: string;
    try {
      text = readConfig();
    } catch (error) {
      text = `unreadable: ${String(error)}`;
    }
    if (text !== configText) {
      configText = text;
      const config = parseConfig(text);
      cache.clear();
      if (config instanceof RuntimeConfigError) {
        console.error(`[shell] ${config.message}`);
        deps.configError = config;
        return;
      }
      delete deps.configError;
      setRuntimeConfig({ ...config, publicUrl });
      registerFederatedRemotes(config);
    }
    if (deps.configError) return;
    const changed = await remotes.refresh(getRuntimeConfig());
    if (changed.length > 0) {
      console.log(`[shell] new deployment of ${changed.join(', ')}: loading its code now`);
      cache.clear();
    }
  }

  await revalidate();
  const timer = setInterval(() => void revalidate().catch((error: unknown) => console.error('[shell] revalidation failed', error)), options.revalidateMs ?? 5000);
  timer.unref();

  // The address of each request, parsed once before any handler runs.
  const urls = new WeakMap<IncomingMessage, URL>();
  const staticFiles = createStaticHandler({
    root: clientDir,
    overrides: { '/config.json': readConfig },
    hidden: ['/server/', '/ssr-assets.json', '/index.html'],
    appHandler: async (request, response) => {
      const url = urls.get(request)!;
      sendAnswer(request, response, await cache.get(`${url.pathname}${url.search}`, () => answerPage(url, deps)));
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendPlain(response, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS });
      return;
    }
    const url = parseRequestTarget(request.url, publicUrl);
    if (isRequestProblem(url)) {
      sendPlain(response, url.status, url.message);
      return;
    }
    urls.set(request, url);
    const seo = url.pathname === ZIP_LOOKUP_ACTION ? zipLookupAnswer(url) : seoAnswer(url, Boolean(deps.configError));
    if (seo) sendAnswer(request, response, await seo);
    else await staticFiles(request, response);
  }

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
    server.listen(options.port, resolve);
  });
  return server;
}

function sendPlain(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(message);
}
