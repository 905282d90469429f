// Serving a built app's files: long-lived caching for content-hashed files, revalidation for entry
// points (index.html, main.js, remoteEntry.js, mf-manifest.json, config.json), CORS so the shell can
// read remote manifests, gzip/brotli, and the shell's client-side routes falling back to the app.
// The shell's server serves its browser build with it; the remotes' local servers
// (scripts/serve-app.mjs) import it too, so it stays plain JavaScript that Node runs as it is.
// Every file has an ETag and Last-Modified, so a returning visitor's revalidation of an entry file
// is a 304 without its body.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding, noneMatch } from './http-negotiation.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.(?:js|css|svg|png|woff2)$/;
/** Extensions of real files: a missing one is a 404, never the app. */
const ASSET = new Set(['.js', '.css', '.map', '.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif', '.ico', '.txt', '.woff2', '.json']);
/** Files a browser may open as a document that runs script: they keep a document's policies. */
const DOCUMENTS = new Set(['.html', '.svg']);
/** Site addresses that look like files (/offices.html, /offices/x/local.json) are app routes. */
const APP_ROUTE_FILE = /^\/offices\/[^/]+\/local\.json$/i;

/** True when a missing path should get the app (a client-side route) rather than a 404. */
export function isAppRoute(urlPath) {
  return APP_ROUTE_FILE.test(urlPath) || !ASSET.has(path.extname(urlPath).toLowerCase());
}

/**
 * True when a decoded URL path may be read from the build folder: no traversal ("..", which an
 * encoded slash can smuggle past the URL parser), no backslash or NUL, no source map (kept on disk
 * for error reports, never public), and nothing under a hidden prefix once the path is normalised.
 */
export function isServable(urlPath, hidden = []) {
  if (urlPath.endsWith('/') || /[\\\0]/.test(urlPath)) return false;
  // No traversal, and no dot-files: a build being published or removed (.publishing-*, .removing-*).
  if (urlPath.split('/').some((segment) => segment.startsWith('.'))) return false;
  const normal = path.posix.normalize(urlPath);
  if (normal.toLowerCase().endsWith('.map')) return false;
  return !hidden.some((prefix) => normal.startsWith(prefix));
}

/** The decoded path of a request target; "//x/y" stays a path (resolved against a base it would be a host). */
function pathOf(target) {
  const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
  return decodeURIComponent(url.pathname);
}

/** A published build's folder (scripts/release/): every file in it is there for good. */
const BUILD_FOLDER = /(?:^|\/)[0-9a-f]{16}\//;

/** Content-hashed files and every file of a published build never change: cached for good; the rest revalidated. */
export function cacheControlFor(urlPath) {
  return HASHED.test(urlPath) || BUILD_FOLDER.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{
 *   root: string,
 *   spaFallback?: boolean,
 *   overrides?: Record<string, () => string | Buffer>,
 *   appHandler?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, urlPath: string) => unknown,
 *   hidden?: string[],
 *   mount?: string,
 *   documentHeaders?: string[],
 * }} options
 *   overrides: URL paths answered from memory instead of disk (the shell's /config.json).
 *   appHandler: answers every app route (the shell's server render) instead of a file.
 *   hidden: path prefixes never served (the shell's own server build).
 *   mount: the URL prefix the folder is served under ('/assets': /assets/x is <root>/x).
 *   documentHeaders: headers the server set for its documents (a page's policies), which a file
 *     that is no document leaves out.
 */
export function createStaticServer(options) {
  return createServer(SERVER_TIMEOUTS, createStaticHandler(options));
}

/**
 * How long a client may take, for every server of the site (the shell's and the remotes' file
 * servers): the headers within 10 s (a slowloris is cut off), the whole request within 30 s (a
 * drip-fed body is), checked every second (Node's default, 30 s, would let them run on); an idle
 * kept-alive connection is kept 65 s, above the 60 s of common load balancers, which must close
 * first. Node counts the headers from a request's first byte, not from the end of the one before.
 */
export const SERVER_TIMEOUTS = Object.freeze({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1000,
  keepAliveTimeout: 65_000,
});

/** The request handler of createStaticServer, for servers that add routes of their own. */
export function createStaticHandler({
  root,
  spaFallback = false,
  overrides = {},
  appHandler,
  hidden = [],
  mount = '',
  documentHeaders = [],
}) {
  const cache = new Map();

  async function load(urlPath) {
    if (overrides[urlPath]) {
      const body = Buffer.from(overrides[urlPath]());
      return { body, ext: path.extname(urlPath), file: urlPath, dynamic: true, etag: etagOf(body) };
    }
    const file = path.join(root, urlPath);
    if (!file.startsWith(root + path.sep)) return undefined;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      // One entry a file, replaced when the file changes: only files on disk are kept, never addresses.
      const known = cache.get(file);
      if (known?.mtimeMs === info.mtimeMs) return known;
      const body = await readFile(file);
      const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
      const entry = { body, ext: path.extname(file), file, mtimeMs: info.mtimeMs, variants: {}, etag: etagOf(body), modified };
      cache.set(file, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  /**
   * The body in the best encoding the client takes. Brotli at its highest quality: a file is
   * compressed once (in zlib's thread pool, never on the event loop) and the result kept beside it;
   * requests that come while it is being compressed wait for the same work.
   */
  async function encode(entry, acceptEncoding) {
    if (!COMPRESSIBLE.has(entry.ext) || entry.body.length < 1024) return { body: entry.body };
    const chosen = chooseEncoding(acceptEncoding);
    if (chosen === 'identity') return { body: entry.body };
    const encoding = chosen;
    const variants = entry.variants ?? {};
    variants[encoding] ??=
      encoding === 'br'
        ? brotliAsync(entry.body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
          })
        : gzipAsync(entry.body, { level: 9 });
    if (!entry.dynamic) entry.variants = variants;
    return { body: await variants[encoding], encoding };
  }

  return async (request, response) => {
    // No browser may read a file as another type than the one it is sent as (scripts above all).
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // Files take no body: the answer closes the connection rather than read one.
      response.writeHead(405, { Allow: 'GET, HEAD', Connection: 'close' }).end();
      return;
    }
    let urlPath;
    try {
      urlPath = pathOf(request.url ?? '/');
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    // Served under a prefix: /assets/<build>/main.js is <root>/<build>/main.js.
    if (mount) urlPath = urlPath.startsWith(`${mount}/`) ? urlPath.slice(mount.length) : '/';
    if (appHandler && isAppRoute(urlPath) && !overrides[urlPath]) {
      await appHandler(request, response, urlPath);
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', '*');
    let entry = isServable(urlPath, hidden) ? await load(urlPath) : undefined;
    // Client-side routes get the app (including legacy .html addresses); missing assets stay 404s.
    if (!entry && spaFallback && isAppRoute(urlPath)) entry = await load('/index.html');
    if (!entry) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }
    // A script, stylesheet, font or manifest carries what it needs, never a page's policies.
    if (!DOCUMENTS.has(entry.ext)) for (const name of documentHeaders) response.removeHeader(name);
    const validators = { ETag: entry.etag, ...(entry.modified ? { 'Last-Modified': entry.modified } : {}) };
    const cacheControl = cacheControlFor(urlPath);
    if (noneMatch(request.headers['if-none-match'], entry.etag) || notModifiedSince(request, entry)) {
      response.writeHead(304, { ...validators, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' }).end();
      return;
    }
    const { body, encoding } = await encode(entry, String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      ...validators,
      'Content-Type': TYPES[entry.ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

function etagOf(body) {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-Modified-Since counts only without If-None-Match, and only for files with a modification time. */
function notModifiedSince(request, entry) {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match'] || !entry.modified) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Date.parse(entry.modified) <= time;
}
