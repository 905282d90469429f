import type { APIRequestContext } from '@playwright/test';
import type { DetailPage } from '@handyman/contracts';
import { detailPage } from '../../support/content-pages';
import { startShellBehindProxy, type ShellBehindProxy } from '../../support/extra-shell';
import { PORTS } from '../../support/stack';
import { expect, test, watchPageProblems } from '../../support/test';

// The shell's corporate content pages are whatever content has under /why-choose-us and /resources:
// a page content adds is live at once, on the server and in the browser, and in the sitemap, with no
// list in code to change. A shell whose content service (a proxy in front of content-api) has one
// page more shows it; content-api's own site, which has no such page, answers a 404.

test.describe.configure({ mode: 'serial' });

// Clear of the other extra servers (+110..132 and +140 on).
const SHELL_PORT = PORTS.shell + 133;
const SITE = `http://localhost:${SHELL_PORT}`;
const GUIDE = { path: 'resources/winter-guide', heading: 'Getting your home ready for winter', title: 'Winter home guide' };

let shell: ShellBehindProxy | undefined;

/** A copy of a seed content page, moved to the guide's address with its own words. */
async function guidePage(request: APIRequestContext): Promise<DetailPage> {
  const faqs = await detailPage(request, 'resources/faqs');
  return {
    ...faqs,
    Name: GUIDE.title,
    Title: GUIDE.title,
    URL: GUIDE.path,
    Heading: { Value: GUIDE.heading },
    BreadcrumbNavigation: {
      Page: [
        { Name: 'Resources', URL: 'resources' },
        { Name: GUIDE.title, URL: GUIDE.path },
      ],
    },
  };
}

test.beforeAll(async ({ request }) => {
  const guide = await guidePage(request);
  shell = await startShellBehindProxy(SHELL_PORT, (proxy) => {
    proxy.serve(GUIDE.path, {
      path: GUIDE.path,
      results: [{ DetailPage: guide }],
      totalResults: 1,
      page: 1,
      totalPages: 1,
      resultsPerPage: 1,
    });
    proxy.rewrite('/api/pathindex', (json) => {
      const index = json as { page: number; results: { path: string; schema: string }[] };
      return index.page === 1 ? { ...index, results: [...index.results, { path: GUIDE.path, schema: 'DetailPage' }] } : index;
    });
  });
});

test.afterAll(async () => {
  await shell?.stop();
});

test('a content page no code names is served from content: rendered without script, hydrated with it', async ({ browser, page }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  expect((await noScript.goto(`${SITE}/${GUIDE.path}`))?.status()).toBe(200);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(GUIDE.heading);
  await expect(noScript).toHaveTitle(new RegExp(`^${GUIDE.title}`));
  await plain.close();

  const problems = watchPageProblems(page);
  expect((await page.goto(`${SITE}/${GUIDE.path}`))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GUIDE.heading);
  expect(problems).toEqual([]);
});

test('the sitemap lists it; the not-found page’s words never are a page', async ({ request }) => {
  const index = await (await request.get(`${SITE}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => loc);
  const listed = (
    await Promise.all(children.map(async (child) => (await request.get(child.replace(/^https?:\/\/[^/]+/, SITE))).text()))
  ).join('');
  expect(listed).toContain(`/${GUIDE.path}</loc>`);
  expect(listed).not.toContain('/resources/404</loc>');
  expect((await request.get(`${SITE}/resources/404`)).status()).toBe(404);
});

test('where content has no page, the address is the not-found page', async ({ request }) => {
  for (const path of [`/${GUIDE.path}`, '/resources/404', '/why-choose-us/no-such-page', '/resources/privacy-policy/no-such-policy']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text()).toContain('data-testid="not-found"');
  }
});
