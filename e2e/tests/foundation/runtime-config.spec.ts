import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { serveBuiltApp, type RunningServer } from '../../support/serve-built-app';
import { API_URL, REMOTE_ORIGINS, SPARE_PORTS } from '../../support/stack';

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

const [MOVED_SHELL, BROKEN_SHELL, MOVED_BLOG] = SPARE_PORTS;
const DEFAULT_CONFIG = {
  remotes: {
    franchise: `${REMOTE_ORIGINS.franchise}/release.json`,
    blog: `${REMOTE_ORIGINS.blog}/release.json`,
    catalog: `${REMOTE_ORIGINS.catalog}/release.json`,
  },
  contentApiBaseUrl: API_URL,
  subscriptionKey: 'local-dev-key',
  mediaHost: `${API_URL}/media/`,
  schedulingUrl: `${API_URL}/scheduling`,
};

test('moving a remote to another port is a config change, not a rebuild', async ({ page }) => {
  servers.push(await serveBuiltApp('remote-blog', { BLOG_PORT: String(MOVED_BLOG) }));
  const movedBlog = `http://localhost:${MOVED_BLOG}`;
  const config = writeConfig('moved.json', {
    ...DEFAULT_CONFIG,
    remotes: { ...DEFAULT_CONFIG.remotes, blog: `${movedBlog}/release.json` },
  });
  servers.push(await serveBuiltApp('shell', { SHELL_PORT: String(MOVED_SHELL), SHELL_CONFIG: config }));

  const blogOrigins = new Set<string>();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if ([REMOTE_ORIGINS.blog, movedBlog].includes(origin)) blogOrigins.add(origin);
  });
  await page.goto(`http://localhost:${MOVED_SHELL}/blog`);
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  expect([...blogOrigins]).toEqual([movedBlog]);
});

test('a malformed config.json stops the site with a message that says what is wrong', async ({ page }) => {
  const config = writeConfig('broken.json', { ...DEFAULT_CONFIG, remotes: { franchise: 'not a url' }, mediaHost: 42 });
  servers.push(await serveBuiltApp('shell', { SHELL_PORT: String(BROKEN_SHELL), SHELL_CONFIG: config }));
  await page.goto(`http://localhost:${BROKEN_SHELL}/`);
  await expect(page.getByRole('heading', { name: 'The site could not start' })).toBeVisible();
  await expect(page.getByTestId('config-problems')).toContainText('remotes.franchise is not a valid absolute URL: "not a url"');
  await expect(page.getByTestId('config-problems')).toContainText('remotes.blog must be a non-empty URL string');
  await expect(page.getByTestId('config-problems')).toContainText('mediaHost must be a non-empty URL string');
});
