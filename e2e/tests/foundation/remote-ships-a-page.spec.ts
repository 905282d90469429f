import type { APIRequestContext } from '@playwright/test';
import { blogCategories, blogFacets, sidebarCategories, slugOf } from '../../support/blog-content';
import { addGuidesPage, GUIDES, TOPICS } from '../../support/blog-guides-change';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import { startRemoteChange, type RemoteChange } from '../../support/remote-change';
import type { RunningServer } from '../../support/serve-built-app';
import { PORTS } from '../../support/stack';
import { expect, test, watchPageProblems, type Page } from '../../support/test';

// A remote team ships a page on its own: a route added to remote-blog's routes.tsx, only that remote
// rebuilt, published and released with its own commands, and a shell server that was running all
// along (never rebuilt or restarted) serves the page on its next check of the release: server-rendered
// with its head and status, hydrated, reached by client navigation, listed in the sitemap. The same
// release ships a new paged list (/blog/topics/<topic>): its sitemap entries and its page-1 rule come
// with it, the shell knows nothing of them. Rolling the release back takes both away again: a 404,
// never a broken render.

test.describe.configure({ mode: 'serial' });

// Clear of EXTRA_PORTS (+110..121), safe-deploys.spec's (+122, +123, +126, +127), remote-ships-a-tray's
// (+128, +129, +132) and remote-down.spec's (+130, +131).
const [SHELL_PORT, HOST_PORT] = [PORTS.shell + 124, PORTS.shell + 125];
const SITE = `http://localhost:${SHELL_PORT}`;
const GUIDES_URL = `${SITE}${GUIDES.path}`;

let blog: RemoteChange | undefined;
let shell: RunningServer | undefined;

test.beforeAll(async () => {
  // Released from `npm run build` first; the copy with the page builds meanwhile.
  blog = await startRemoteChange('remote-blog', 'blog', HOST_PORT, addGuidesPage);
  shell = await startShell(SHELL_PORT, runtimeConfig({ blog: blog.host.url }), { REMOTE_REVALIDATE_MS: '500' });
});

test.afterAll(async () => {
  await shell?.stop();
  await blog?.close();
});

const statusOf = async (request: APIRequestContext, url: string) => (await request.get(url, { maxRedirects: 0 })).status();

/** The site paths the sitemap's pages children list. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname);
  const index = await request.get(`${SITE}/sitemap.xml`);
  expect(index.status()).toBe(200);
  const children = locs(await index.text()).filter((child) => child.startsWith('/sitemaps/pages-'));
  expect(children.length).toBeGreaterThan(0);
  const pages = await Promise.all(children.map(async (child) => locs(await (await request.get(`${SITE}${child}`)).text())));
  return pages.flat();
}

/** A history navigation inside the app, as its router sees a Back or Forward: no document load. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function expectNotFound(request: APIRequestContext): Promise<void> {
  const answer = await request.get(GUIDES_URL);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('data-testid="not-found"');
}

/** The topic with the most posts: its list has several pages. */
async function largestTopic(request: APIRequestContext): Promise<{ slug: string; pages: number }> {
  const [largest] = (await blogFacets(request)).categories.sort((a, b) => b.count - a.count);
  expect(largest?.count ?? 0).toBeGreaterThan(TOPICS.pageSize);
  return { slug: slugOf(largest!.name), pages: Math.ceil(largest!.count / TOPICS.pageSize) };
}

test('before the blog deploys the page, /blog/guides is the not-found page and no sitemap lists it or a topic', async ({ request }) => {
  // Once the new shell has the blog's code in (its first read of the release), the blog's pages render.
  await expect.poll(() => statusOf(request, `${SITE}/blog`), { timeout: 15_000, intervals: [250] }).toBe(200);
  await expectNotFound(request);
  const listed = await sitemapPages(request);
  expect(listed).toContain('/blog');
  // The blog's own lists come from its route module, with their further pages.
  expect(listed).toEqual(expect.arrayContaining(['/blog/page/2', '/blog/category/safety']));
  expect(listed).not.toContain(GUIDES.path);
  expect(listed.filter((path) => path.startsWith('/blog/topics/'))).toEqual([]);
  expect(await statusOf(request, `${SITE}${TOPICS.path((await largestTopic(request)).slug)}`)).toBe(404);
});

test('once the blog is deployed with the page, the running shell serves it rendered with its head and status', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await blog!.deploy();
  // The shell reads the blog's release every 500 ms here: the page is live soon after the release.
  await expect.poll(() => statusOf(request, GUIDES_URL), { timeout: 30_000, intervals: [250] }).toBe(200);
  const html = await (await request.get(GUIDES_URL)).text();
  expect(html).toContain(`<h1>${GUIDES.title}</h1>`);
  expect(html).toContain(GUIDES.description);

  // Without script, the visitor reads the whole page: its head, its topics from the blog's content.
  const topics = await blogCategories(request);
  expect(topics.length).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  expect((await plain.goto(GUIDES_URL))?.status()).toBe(200);
  await expect(plain).toHaveTitle(new RegExp(`^${GUIDES.title}`));
  await expect(plain.locator('meta[name="description"]')).toHaveAttribute('content', GUIDES.description);
  const guides = plain.getByTestId('repair-guides');
  await expect(guides.getByRole('heading', { level: 1, name: GUIDES.title })).toBeVisible();
  for (const topic of topics) await expect(guides.getByRole('link', { name: topic, exact: true })).toBeVisible();
  await expect(guides.getByRole('link', { name: GUIDES.back })).toHaveAttribute('href', '/blog');
  await context.close();
});

test('the new page hydrates, and the blog reaches it by client navigation', async ({ page }) => {
  const problems = watchPageProblems(page);
  const contentCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/page\b/.test(request.url())) contentCalls.push(request.url());
  });

  // Loaded as a document: hydrated with the loader's data the server sent, none asked for again.
  await page.goto(GUIDES_URL);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  expect(contentCalls).toEqual([]);
  expect(problems).toEqual([]);

  // From the page to the blog and back, inside the app: the document (and this marker) stays.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByTestId('repair-guides').getByRole('link', { name: GUIDES.back }).click();
  await expect(page).toHaveURL(`${SITE}/blog`);
  await expect(page.getByTestId('blog-sidebar')).toBeVisible();
  await navigateInApp(page, GUIDES.path);
  await expect(page.getByRole('heading', { level: 1, name: GUIDES.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${GUIDES.title}`));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test('the sitemap lists the new page', async ({ request }) => {
  await expect.poll(async () => (await sitemapPages(request)).includes(GUIDES.path), { timeout: 15_000 }).toBe(true);
});

test('the new list is live with its own rules: each topic and its pages in the sitemap, page 1 moved to the list, later pages their own canonical', async ({
  page,
  request,
}) => {
  const { slug, pages } = await largestTopic(request);
  const list = TOPICS.path(slug);
  await expect.poll(async () => (await sitemapPages(request)).includes(list), { timeout: 15_000 }).toBe(true);
  const listed = await sitemapPages(request);
  expect(listed).toEqual(expect.arrayContaining(Array.from({ length: pages - 1 }, (_, i) => `${list}/page/${i + 2}`)));
  expect(listed).not.toContain(`${list}/page/1`);
  for (const name of await sidebarCategories(request)) expect(listed).toContain(TOPICS.path(slugOf(name)));

  const first = await request.get(`${SITE}${list}/page/1?ref=x`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe(`${list}?ref=x`);
  expect((await page.goto(`${SITE}${list}/page/2`))?.status()).toBe(200);
  await expect(page.getByTestId('topic')).toHaveText(TOPICS.heading(slug, 2));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${list}/page/2$`));
  // In the app too: the list's page 1 shows the list at its own address.
  await navigateInApp(page, `${list}/page/1`);
  await expect(page).toHaveURL(`${SITE}${list}`);
  await expect(page.getByTestId('topic')).toHaveText(TOPICS.heading(slug, 1));
});

test('rolling the blog back to the build without the page takes it away: a 404, and the rest of the blog still renders', async ({
  page,
  request,
}) => {
  await blog!.rollback();
  await expect.poll(() => statusOf(request, GUIDES_URL), { timeout: 30_000, intervals: [250] }).toBe(404);
  await expectNotFound(request);
  const listed = await sitemapPages(request);
  expect(listed).not.toContain(GUIDES.path);
  expect(listed.filter((path) => path.startsWith('/blog/topics/'))).toEqual([]);
  expect(await statusOf(request, `${SITE}${TOPICS.path((await largestTopic(request)).slug)}`)).toBe(404);

  expect((await page.goto(GUIDES_URL))?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect((await page.goto(`${SITE}/blog`))?.status()).toBe(200);
  await expect(page.getByTestId('blog-sidebar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // In the browser too: the blog as deployed now has no such page.
  await navigateInApp(page, GUIDES.path);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: GUIDES.title })).toHaveCount(0);
});
