import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXTRA_PORTS, runtimeConfig, startShell } from '../../support/extra-shell';
import { startRemoteHost, type RemoteHost } from '../../support/remote-host';
import type { RunningServer } from '../../support/serve-built-app';

// A remote team deploys a new version (browser and server build): the running shell server notices
// it by revalidating the remote's manifest and renders the new version, with no rebuild or restart.

const SHELL_PORT = EXTRA_PORTS[EXTRA_PORTS.length - 1]! + 1;
const BLOG_PORT = SHELL_PORT + 1;
let shell: RunningServer | undefined;
let blog: RemoteHost | undefined;

test.afterAll(async () => {
  await shell?.stop();
  await blog?.close();
});

test('a new deployment of a remote is rendered by the running shell server', async ({ request }) => {
  test.setTimeout(60_000);
  const deployed = mkdtempSync(path.join(tmpdir(), 'remote-blog-'));
  cpSync(path.resolve(__dirname, '../../../remote-blog', process.env.DIST_DIR || 'dist'), deployed, { recursive: true });
  blog = await startRemoteHost(BLOG_PORT, deployed);
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
