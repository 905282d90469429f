import path from 'node:path';
import { expect, test, waitForHydration } from '../../support/test';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import { buildRemoteAt, removeBuild } from '../../support/remote-at-commit';
import { startReleaseHost, type ReleaseHost } from '../../support/release-host';
import type { RunningServer } from '../../support/serve-built-app';
import { PORTS } from '../../support/stack';

// A remote's ./routes module follows the route-module contract of the shell it runs beside (version
// 2: the remote names its own routes and loaders). A remote built before that release (version 1
// exported only components; the shell held its paths) cannot run beside this shell: the release is a
// breaking one (CHANGELOG.md, the route-module release of 2026-11-27). What must hold is that such a remote breaks only its own
// area: its pages answer with the area's fallback and a 503, and the rest of the site works. This
// builds the blog remote from the last commit of the old contract and serves it in place of today's:
// the release command refuses it, so it is made live by editing release.json by hand.

/** The last commit of route-module contract version 1 (needs the repository's history: a full clone). */
const OLD_CONTRACT = 'fece4c7';
const DIST_DIR = 'dist-old-contract';
const BLOG_PORT = PORTS.shell + 190;
const SHELL_PORT = PORTS.shell + 191;
const shellUrl = `http://localhost:${SHELL_PORT}`;

let blog: ReleaseHost | undefined;
let shell: RunningServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  buildRemoteAt(OLD_CONTRACT, 'remote-blog', DIST_DIR);
  blog = await startReleaseHost(BLOG_PORT, 'remote-blog', 'blog');
  const old = await blog.publish(path.resolve(__dirname, '../../../remote-blog', DIST_DIR));
  await expect(blog.run('release', old)).rejects.toThrow(/route contract unknown; the shell accepts/);
  blog.writeRelease({ live: old });
  shell = await startShell(SHELL_PORT, runtimeConfig({ blog: blog.url }));
});

test.afterAll(async () => {
  await shell?.stop();
  await blog?.close();
  removeBuild('remote-blog', DIST_DIR);
});

test('the server answers its pages with the blog area’s fallback and a 503; the rest of the site is whole', async ({ request }) => {
  for (const page of ['/blog', '/blog/2026/10/06/winter-ready-in-a-weekend']) {
    const answer = await request.get(`${shellUrl}${page}`);
    expect(answer.status(), page).toBe(503);
    const html = await answer.text();
    expect(html, page).toContain('data-testid="remote-fallback-blog"');
    // The site's header and footer are there: the visitor can still call or find an office.
    expect(html, page).toMatch(/<header[\s\S]*<footer/);
  }
  for (const page of ['/', '/services/painting', '/offices/summerlin'])
    expect((await request.get(`${shellUrl}${page}`)).status(), page).toBe(200);
});

test('in the browser the blog shows its fallback and the site around it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shellUrl}/blog`);
  await waitForHydration(page);
  await expect(page.getByTestId('remote-fallback-blog')).toBeVisible();
  // The header's office finder link, followed in the browser: the site around the blog works.
  await page.getByRole('banner').getByRole('link', { name: 'Find A Handyman', exact: true }).first().click();
  await expect(page).toHaveURL(`${shellUrl}/offices`);
  await expect(page.getByTestId('remote-fallback-blog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/couldn.t load/i);
  expect(errors).toEqual([]);
});
