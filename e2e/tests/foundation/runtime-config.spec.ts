import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveBuiltApp, type RunningServer } from '../../support/serve-built-app';

// Remote locations are runtime configuration: the same shell build points at a remote on another
// port by changing config.json, and a malformed config.json fails clearly.

const dir = mkdtempSync(path.join(tmpdir(), 'shell-config-'));
const servers: RunningServer[] = [];

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

function writeConfig(name: string, config: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  return file;
}

const DEFAULT_CONFIG = {
  remotes: {
    franchise: 'http://localhost:3001/mf-manifest.json',
    blog: 'http://localhost:3002/mf-manifest.json',
    catalog: 'http://localhost:3003/mf-manifest.json',
  },
  contentApiBaseUrl: 'http://localhost:4000',
  subscriptionKey: 'local-dev-key',
  mediaHost: 'http://localhost:4000/media/',
  schedulingUrl: 'http://localhost:4000/scheduling',
};

test('moving a remote to another port is a config change, not a rebuild', async ({ page }) => {
  servers.push(await serveBuiltApp('remote-blog', { BLOG_PORT: '3102' }));
  const config = writeConfig('moved.json', { ...DEFAULT_CONFIG, remotes: { ...DEFAULT_CONFIG.remotes, blog: 'http://localhost:3102/mf-manifest.json' } });
  servers.push(await serveBuiltApp('shell', { SHELL_PORT: '3100', SHELL_CONFIG: config }));

  const blogOrigins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['3002', '3102'].includes(url.port)) blogOrigins.add(url.origin);
  });
  await page.goto('http://localhost:3100/blog');
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  expect([...blogOrigins]).toEqual(['http://localhost:3102']);
});

test('a malformed config.json stops the site with a message that says what is wrong', async ({ page }) => {
  const config = writeConfig('broken.json', { ...DEFAULT_CONFIG, remotes: { franchise: 'not a url' }, mediaHost: 42 });
  servers.push(await serveBuiltApp('shell', { SHELL_PORT: '3101', SHELL_CONFIG: config }));
  await page.goto('http://localhost:3101/');
  await expect(page.getByRole('heading', { name: 'The site could not start' })).toBeVisible();
  await expect(page.getByTestId('config-problems')).toContainText('remotes.franchise is not a valid absolute URL: "not a url"');
  await expect(page.getByTestId('config-problems')).toContainText('remotes.blog must be a non-empty URL string');
  await expect(page.getByTestId('config-problems')).toContainText('mediaHost must be a non-empty URL string');
});
