import { expect, test, waitForHydration } from '../../support/test';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import { buildRemoteAt, loadedSharedVersions, removeBuild, sharedVersion } from '../../support/remote-at-commit';
import { serveBuiltApp, type RunningServer } from '../../support/serve-built-app';
import { PORTS } from '../../support/stack';
import { postHeadings } from '../../support/blog-content';

// Remotes deploy on their own, so a remote built before the shared layer was split into packages
// (it imports @handyman/shared, /ui, ...) must still run beside this shell: the shell provides those
// names over the new packages. This builds the blog remote from the last commit before the split
// and serves it in place of today's blog, server and browser.

/** The last commit before the split (needs the repository's history: a full clone). */
const PRE_SPLIT = '1b47c35';
const DIST_DIR = 'dist-pre-split';
const BLOG_PORT = PORTS.shell + 190;
const SHELL_PORT = PORTS.shell + 191;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const COMPAT_VERSION = sharedVersion('compat');

let blog: RunningServer | undefined;
let shell: RunningServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  buildRemoteAt(PRE_SPLIT, 'remote-blog', DIST_DIR);
  blog = await serveBuiltApp('remote-blog', { BLOG_PORT: String(BLOG_PORT), DIST_DIR });
  shell = await startShell(SHELL_PORT, runtimeConfig({ blog: `http://localhost:${BLOG_PORT}` }));
});

test.afterAll(async () => {
  await shell?.stop();
  await blog?.stop();
  removeBuild('remote-blog', DIST_DIR);
});

const PAGES = ['/blog', '/blog/2026/10/06/winter-ready-in-a-weekend', '/blog/category/safety'];

test('the server renders the pre-split blog with the same content as today’s', async ({ request }) => {
  // Today's blog has changed its list headings since; the posts each page lists have not.
  const posts = (html: string) => [...new Set(html.match(/href="\/blog\/\d{4}\/\d{2}\/\d{2}\/[^"]+"/g) ?? [])].sort();
  for (const page of PAGES) {
    const [today, preSplit] = await Promise.all([request.get(page), request.get(`${shellUrl}${page}`)]);
    expect(preSplit.status(), page).toBe(today.status());
    const [todayHtml, preSplitHtml] = [await today.text(), await preSplit.text()];
    expect(posts(preSplitHtml).length, page).toBeGreaterThan(0);
    expect(posts(preSplitHtml), page).toEqual(posts(todayHtml));
  }
});

test('in the browser it hydrates without an error, on the shell’s one copy of every shared module', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shellUrl}/blog`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/couldn.t load/i);

  // A link inside the blog area, followed in the browser: the old remote's router and store work.
  const post = postHeadings(page).first().getByRole('link');
  const title = (await post.textContent())?.trim() ?? '';
  await post.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const loadedFrom = await loadedSharedVersions(page);
  // The blog asked for @handyman/shared and got the shell's (its version is the compat package's,
  // which only the shell provides), never the copy inside its own build (1.0.0).
  expect(loadedFrom['@handyman/shared']).toEqual([COMPAT_VERSION]);
  expect(loadedFrom['@handyman/shared/ui']).toEqual([COMPAT_VERSION]);
  expect(errors).toEqual([]);
});
