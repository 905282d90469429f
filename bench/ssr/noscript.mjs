// The ceiling: a page as the shell's server renders it, with every script taken out, served from a
// tiny local server. The page's own address answers the stripped HTML; every other address on this
// origin (the shell's CSS, fonts, images) is proxied to the real shell, and absolute URLs (remote
// CSS, content-api media) still go to their own origins.
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Removes every <script> element (JSON state and JSON-LD included) and every script preload. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:preload|modulepreload)["']?[^>]*>/gi, (tag) =>
      /\bas=["']?script\b/i.test(tag) || /modulepreload/i.test(tag) ? '' : tag,
    );
}

/** The page compressed once, as the shell compresses its answers (brotli 5, gzip 6), so serving it costs nothing. */
function encodings(html) {
  const body = Buffer.from(html);
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 6 }),
    identity: body,
  };
}

function sendHtml(request, response, page) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  const body = page[encoding];
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
  };
  response.writeHead(200, encoding === 'identity' ? headers : { ...headers, 'Content-Encoding': encoding });
  response.end(body);
}

/**
 * Starts the no-script server on `port` for `pages` (paths); their HTML is fetched from `origin`
 * once, stripped and kept. Resolves with { server, url(path) }.
 */
export async function startNoScriptServer({ origin, pages, port }) {
  const stripped = new Map();
  for (const pagePath of pages) {
    const response = await fetch(new URL(pagePath, origin));
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    stripped.set(pagePath, encodings(stripScripts(await response.text())));
  }
  const target = new URL(origin);
  const server = createServer((request, response) => {
    const page = stripped.get(request.url);
    if (page) return sendHtml(request, response, page);
    const proxied = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return { server, url: (pagePath) => `http://localhost:${port}${pagePath}`, stripped };
}
