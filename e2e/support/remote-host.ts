import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

// A remote's static host, as a remote team deploys to it: it serves one build folder, the files as
// they are on disk now and never cached, and `deploy` points it at another build (a new release,
// or the previous one back). The shell reads the new manifest on its next revalidation.

export interface RemoteHost {
  /** The host's origin; its manifest is `${url}/mf-manifest.json`. */
  url: string;
  /** Serves this build folder from the next request on. */
  deploy: (folder: string) => void;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export function startRemoteHost(port: number, folder: string): Promise<RemoteHost> {
  let root = folder;
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      if (!file.startsWith(root + path.sep)) throw new Error('outside the build');
      const body = readFileSync(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}`,
        deploy: (next) => {
          root = next;
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}
