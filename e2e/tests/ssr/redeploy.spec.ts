import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXTRA_PORTS, runtimeConfig, startShell } from '../../support/extra-shell';
import type { RunningServer } from '../../support/serve-built-app';

// A remote team deploys a new version (browser and server build): the running shell server notices
// it by revalidating the remote's manifest and renders the new version, with no rebuild or restart.

const SHELL_PORT = EXTRA_PORTS[EXTRA_PORTS.length - 1]! + 1;
const BLOG_PORT = SHELL_PORT + 1;
let shell: RunningServer | undefined;
let blog: Server | undefined;

test.afterAll(async () => {
  await shell?.stop();
  await new Promise((resolve) => (blog ? blog.close(resolve) : resolve(undefined)));
});

/** Serves a folder like a remote's host: files as they are on disk now, never cached. */
function serveFolder(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'text/javascript';
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

test('a new deployment of a remote is rendered by the running shell server', async ({ request }) => {
  test.setTimeout(60_000);
  const deployed = mkdtempSync(path.join(tmpdir(), 'remote-blog-'));
  cpSync(path.resolve(__dirname, '../../../remote-blog', process.env.DIST_DIR || 'dist'), deployed, { recursive: true });
  blog = await serveFolder(deployed, BLOG_PORT);
  shell = await startShell(SHELL_PORT, runtimeConfig({ blog: `http://localhost:${BLOG_PORT}` }), {
    REMOTE_REVALIDATE_MS: '500',
    RENDER_CACHE_MS: '0',
  });

  const before = await (await request.get(`http://localhost:${SHELL_PORT}/blog`)).text();
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(before)?.[1];
  expect(heading).toBeTruthy();

  // The new version: its server build says something else, and its manifest changes with it.
  const serverDir = path.join(deployed, 'server');
  const files = readdirSync(serverDir).filter((name) => name.endsWith('.js'));
  expect(files.some((file) => readFileSync(path.join(serverDir, file), 'utf8').includes(`"${heading}"`))).toBe(true);
  for (const file of files) {
    const source = readFileSync(path.join(serverDir, file), 'utf8');
    writeFileSync(path.join(serverDir, file), source.split(`"${heading}"`).join(`"${heading} (new version)"`));
  }
  const manifest = JSON.parse(readFileSync(path.join(deployed, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: Record<string, string> };
  };
  manifest.metaData.buildInfo.buildVersion = '1.0.1';
  writeFileSync(path.join(deployed, 'mf-manifest.json'), JSON.stringify(manifest));

  await expect
    .poll(async () => /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await request.get(`http://localhost:${SHELL_PORT}/blog`)).text())?.[1], {
      timeout: 15_000,
    })
    .toBe(`${heading} (new version)`);
});
