// The comparison run: the same site with every picture sent as stored, no image service. A small
// server in front of content-api's /media drops whatever the page asks of the image service (width
// and the rest) and forwards the request without Accept, so the browser gets the stored file; the
// shell's config points its media host at it.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PORTS } from '../ssr/stack.mjs';

const require = createRequire(import.meta.url);
const { localRuntimeConfig } = require('../../scripts/runtime-config.js');

/** Port of the originals server: the bench block's shell port + 20 (3520). */
export const ORIGINALS_PORT = Number(PORTS.SHELL_PORT) + 20;

export function startOriginalsServer(contentApi) {
  const server = createServer(async (request, response) => {
    try {
      const stored = new URL(request.url ?? '/', contentApi);
      stored.search = '';
      const answer = await fetch(stored);
      const headers = Object.fromEntries(
        ['content-type', 'content-length', 'cache-control', 'etag'].flatMap((name) => {
          const value = answer.headers.get(name);
          return value ? [[name, value]] : [];
        }),
      );
      response.writeHead(answer.status, { ...headers, 'access-control-allow-origin': '*' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.writeHead(502).end();
    }
  });
  return new Promise((resolve) => server.listen(ORIGINALS_PORT, () => resolve(server)));
}

/** A config.json for the stack (as start.mjs writes it) whose media host is the originals server. */
export function originalsConfig() {
  const config = {
    ...localRuntimeConfig({ ...process.env, ...PORTS }, { releases: true }),
    mediaHost: `http://localhost:${ORIGINALS_PORT}/media/`,
  };
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-images-')), 'config.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
