import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import { startKeepingCdn, type KeepingCdn } from '../../support/keeping-cdn';
import { copyRemote, type RemoteCopy } from '../../support/remote-build';
import { startReleaseHost, type ReleaseHost } from '../../support/release-host';
import type { RunningServer } from '../../support/serve-built-app';
import { PORTS } from '../../support/stack';
import { expect, test, waitForHydration } from '../../support/test';

// A remote team deploys, rolls back and canaries with the commands of docs/deploying.md while visitors are on
// the site: a running shell server (never restarted) follows the blog's release file, every page
// names the builds that rendered it, and browsers load exactly those. Two real builds of the blog
// with visible differences and different chunk hashes: the one `npm run build` made (v1), and a copy
// whose article page says more (v2).

test.describe.configure({ mode: 'serial' });

// Clear of EXTRA_PORTS (+110..121), remote-ships-a-page's (+124, +125), remote-ships-a-tray's (+128, +129,
// +132) and remote-down's (+130, +131).
const [SHELL_PORT, BLOG_PORT, CDN_PORT, OPS_PORT] = [PORTS.shell + 122, PORTS.shell + 123, PORTS.shell + 126, PORTS.shell + 127];
const SITE = `http://localhost:${SHELL_PORT}`;
const REVALIDATE_MS = 500;
const V2_NOTE = 'This article was updated for our new blog.';
const RELEASED = path.resolve(__dirname, '../../../remote-blog', process.env.DIST_DIR || 'dist');

let copy: RemoteCopy | undefined;
let built: Promise<void> = Promise.resolve();
let host: ReleaseHost;
let shell: RunningServer | undefined;
/** A CDN in front of the shell that keeps what it fetched. */
let cdn: KeepingCdn | undefined;
let v1 = '';
let v2 = '';
/** A visitor who opened the blog while v2 was live, kept open across the rollback and the cleanup. */
let v2Tab: { context: BrowserContext; page: Page; problems: string[]; loads: string[] } | undefined;

test.beforeAll(async () => {
  copy = copyRemote('remote-blog');
  copy.edit('src/pages/post/BlogPostPage.tsx', (source) =>
    source.replace(/(<h1 className=\{styles.heading\}>.*<\/h1>)/, `$1\n        <p data-testid="new-build">${V2_NOTE}</p>`),
  );
  built = copy.build();
  built.catch(() => undefined);
  host = await startReleaseHost(BLOG_PORT, 'remote-blog', 'blog');
  v1 = await host.publish(RELEASED);
  await host.run('release', v1);
  shell = await startShell(SHELL_PORT, runtimeConfig({ blog: host.url }), {
    REMOTE_REVALIDATE_MS: String(REVALIDATE_MS),
    SHELL_OPS_PORT: String(OPS_PORT),
  });
  cdn = await startKeepingCdn(CDN_PORT, SITE);
});

test.afterAll(async () => {
  await v2Tab?.context.close();
  await cdn?.close();
  await shell?.stop();
  await host?.close();
  await copy?.remove();
});

/** The blog build a page names. */
const blogBuildIn = (html: string) => /"builds":\{[^}]*"blog":"([0-9a-f]{16})"/.exec(html)?.[1];

/** The blog build a page of the site names for a new visitor, or one with these cookies (no cookie jar). */
async function blogBuildOf(path = '/blog', cookie?: string): Promise<string | undefined> {
  return blogBuildIn(await (await fetch(`${SITE}${path}`, cookie ? { headers: { cookie } } : {})).text());
}

/** A visitor's tab: every page error and console error it meets, and every document it loads. */
async function openTab(browser: Browser): Promise<{ context: BrowserContext; page: Page; problems: string[]; loads: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  const loads: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('load', () => loads.push(page.url()));
  return { context, page, problems, loads };
}

/** Clicks the first article of the blog list; answers the article's address. */
async function openFirstArticle(page: Page): Promise<string> {
  const link = page.locator('main article a[href^="/blog/20"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(`${SITE}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blogs');
  return href;
}

/** Releases with the team's command and answers how long from the release written until the shell renders with `build`. */
async function releaseAndWait(args: string[], build: string): Promise<number> {
  await host.run('release', ...args);
  const started = Date.now();
  await expect.poll(() => blogBuildOf(), { timeout: 15_000, intervals: [100] }).toBe(build);
  return Date.now() - started;
}

test('a tab open across a deploy keeps its build: the article, whose chunk changed, comes from the old build with no error', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await expect.poll(() => blogBuildOf(), { timeout: 15_000 }).toBe(v1);
  const tab = await openTab(browser);
  await tab.page.goto(`${SITE}/blog`);
  await waitForHydration(tab.page);
  // An article a CDN keeps, rendered before the deploy.
  const articlePath = (await tab.page.locator('main article a[href^="/blog/20"]').first().getAttribute('href'))!;
  expect(blogBuildIn(await (await fetch(`${cdn!.url}${articlePath}`)).text())).toBe(v1);

  await built;
  v2 = await host.publish(copy!.dist);
  expect(v2).not.toBe(v1);
  await releaseAndWait([v2], v2);
  expect(await (await request.get(`${SITE}${articlePath}`)).text()).toContain(V2_NOTE);

  const blogFiles: string[] = [];
  tab.page.on('request', (each) => each.url().startsWith(host.url) && blogFiles.push(new URL(each.url()).pathname));
  await openFirstArticle(tab.page);
  await expect(tab.page.getByTestId('new-build')).toHaveCount(0);
  expect(blogFiles.length).toBeGreaterThan(0);
  expect(blogFiles.filter((file) => !file.startsWith(`/${v1}/`))).toEqual([]);
  expect(tab.problems).toEqual([]);
  expect(tab.loads).toHaveLength(1);

  // The CDN's copy, handed to a new visitor after the deploy: it hydrates with its own build.
  const replay = await openTab(browser);
  await replay.page.goto(`${cdn!.url}${articlePath}`);
  await waitForHydration(replay.page);
  await expect(replay.page.getByTestId('new-build')).toHaveCount(0);
  expect(blogBuildIn((await replay.page.locator('#__handyman-state').textContent()) ?? '')).toBe(v1);
  expect(replay.problems).toEqual([]);
  await replay.context.close();
  await tab.context.close();
});

test('20 fresh loads while a release changes: each hydrates with the builds that rendered it, no hydration error', async ({ browser }) => {
  test.setTimeout(180_000);
  v2Tab = await openTab(browser);
  await v2Tab.page.goto(`${SITE}/blog`);
  await waitForHydration(v2Tab.page);

  const visitors = await Promise.all([0, 1].map(() => openTab(browser)));
  const seen: string[] = [];
  let switchMs = 0;
  const loads = async (visitor: Awaited<ReturnType<typeof openTab>>, count: number) => {
    for (let index = 0; index < count; index += 1) {
      await visitor.page.goto(`${SITE}/blog?visit=${Math.random()}`);
      await waitForHydration(visitor.page, 30_000);
      seen.push(/"blog":"([0-9a-f]{16})"/.exec((await visitor.page.locator('#__handyman-state').textContent()) ?? '')?.[1] ?? '');
    }
  };
  // The rollback to v1 lands while the 20 loads are under way.
  const rollback = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    switchMs = await releaseAndWait(['--rollback'], v1);
  })();
  await Promise.all([...visitors.map((visitor) => loads(visitor, 10)), rollback]);
  for (const visitor of visitors) await visitor.context.close();

  expect(seen).toHaveLength(20);
  expect(new Set(seen)).toEqual(new Set([v1, v2]));
  expect(visitors.flatMap((visitor) => visitor.problems)).toEqual([]);
  // A rollback is a pointer change: served within the revalidation interval, plus the page's render
  // and the poll's own page loads while two browsers load pages beside it (a 2-core CI machine).
  test.info().annotations.push({ type: 'rollback served after (ms)', description: String(switchMs) });
  expect(switchMs).toBeLessThan(REVALIDATE_MS + 2000);
});

test('a tab of the rolled-back build keeps working: its next page comes from its own build', async () => {
  const tab = v2Tab!;
  await openFirstArticle(tab.page);
  await expect(tab.page.getByTestId('new-build')).toHaveText(V2_NOTE);
  await tab.page.goBack();
  expect(tab.problems).toEqual([]);
  expect(tab.loads).toHaveLength(1);
});

test('a build removed by the cleanup brings an old tab the page it asked for by one full load, counted in /metrics', async ({
  request,
}) => {
  expect(await host.run('prune', '--keep-hours', '0', '--keep-last', '0')).toContain(v2);
  const tab = v2Tab!;
  tab.problems.length = 0;
  // A category's list: its loader's code is a chunk this tab has not loaded yet, of the removed build.
  const category = tab.page.getByTestId('blog-sidebar').locator('a[href^="/blog/category/"]').first();
  const href = (await category.getAttribute('href'))!;
  await category.click();
  await expect(tab.page).toHaveURL(`${SITE}${href}`);
  await waitForHydration(tab.page);
  await expect(tab.page.getByRole('heading', { level: 1 })).toBeVisible();
  // One full load of that list, rendered with the live build (v1); no further loads.
  await expect.poll(() => tab.loads).toEqual([`${SITE}/blog`, `${SITE}${href}`]);
  expect(await tab.page.locator('#__handyman-state').textContent()).toContain(`"blog":"${v1}"`);
  // The only error is the browser's note of the missing chunk (a 404).
  expect(tab.problems.filter((problem) => !/Failed to load resource.*404/.test(problem))).toEqual([]);
  await expect
    .poll(async () =>
      (await (await request.get(`http://127.0.0.1:${OPS_PORT}/metrics`)).text()).match(/^shell_version_skew_reloads_total\{[^}]*\} \d+$/gm),
    )
    .toEqual([
      expect.stringMatching(new RegExp(`^shell_version_skew_reloads_total\\{(?=[^}]*build="${v2}")(?=[^}]*remote="blog")[^}]*\\} 1$`)),
    ]);
});

test('a canary of 20% gives about 20% of 1,000 new visitors its build, each visitor the same build on every page', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(await host.publish(copy!.dist)).toBe(v2);
  await host.run('canary', v2, '20');
  await expect
    .poll(async () => (await fetch(`${SITE}/blog`)).headers.get('set-cookie') ?? '', { timeout: 15_000 })
    .toContain('release-bucket=');

  // 1,000 new visitors: no cookie of their own.
  const visitors: { cookie: string; build: string | undefined }[] = [];
  for (let index = 0; index < 1000; index += 1) {
    const answer = await fetch(`${SITE}/blog`);
    const cookie = /release-bucket=\d+/.exec(answer.headers.get('set-cookie') ?? '')?.[0] ?? '';
    visitors.push({ cookie, build: blogBuildIn(await answer.text()) });
    expect(answer.headers.get('cache-control')).toContain('private');
  }
  const share = visitors.filter((visitor) => visitor.build === v2).length / visitors.length;
  test.info().annotations.push({ type: 'canary share', description: String(share) });
  expect(share).toBeGreaterThanOrEqual(0.15);
  expect(share).toBeLessThanOrEqual(0.25);
  expect(visitors.every((visitor) => visitor.cookie && [v1, v2].includes(visitor.build!))).toBe(true);

  // Each visitor gets the same build on every page, as the server renders them (JavaScript or not).
  for (const visitor of visitors.slice(0, 60)) {
    for (const page of ['/blog/2026/10/06/winter-ready-in-a-weekend', '/offices/summerlin', '/']) {
      expect([visitor.cookie, page, await blogBuildOf(page, visitor.cookie)]).toEqual([visitor.cookie, page, visitor.build]);
    }
  }

  // In a browser, a visitor on the canary's side reads its article, by client navigation and without script.
  const candidate = visitors.find((visitor) => visitor.build === v2)!;
  const tab = await openTab(browser);
  await tab.context.addCookies([{ name: 'release-bucket', value: candidate.cookie.split('=')[1]!, url: SITE }]);
  await tab.page.goto(`${SITE}/blog`);
  await waitForHydration(tab.page);
  await openFirstArticle(tab.page);
  await expect(tab.page.getByTestId('new-build')).toHaveText(V2_NOTE);
  expect(tab.problems).toEqual([]);
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies([{ name: 'release-bucket', value: candidate.cookie.split('=')[1]!, url: SITE }]);
  const article = await plain.newPage();
  await article.goto(`${SITE}/blog/2026/10/06/winter-ready-in-a-weekend`);
  await expect(article.getByTestId('new-build')).toHaveText(V2_NOTE);

  // A tester on the other side sees the candidate with ?release=candidate, kept for later pages.
  const tester = visitors.find((visitor) => visitor.build === v1)!;
  const testerContext = await browser.newContext({ javaScriptEnabled: false });
  await testerContext.addCookies([{ name: 'release-bucket', value: tester.cookie.split('=')[1]!, url: SITE }]);
  const testerPage = await testerContext.newPage();
  await testerPage.goto(`${SITE}/blog/2026/10/06/winter-ready-in-a-weekend?release=candidate`);
  await expect(testerPage.getByTestId('new-build')).toHaveText(V2_NOTE);
  await testerPage.goto(`${SITE}/blog/2026/10/06/winter-ready-in-a-weekend`);
  await expect(testerPage.getByTestId('new-build')).toHaveText(V2_NOTE);
  await Promise.all([tab.context.close(), plain.close(), testerContext.close()]);

  // Promoted, the build is everyone's; the pages are the CDN's to keep again.
  await host.run('canary', '--promote');
  await expect.poll(() => blogBuildOf('/blog', tester.cookie), { timeout: 15_000 }).toBe(v2);
  expect((await fetch(`${SITE}/blog`)).headers.get('cache-control')).toMatch(/s-maxage/);
});
