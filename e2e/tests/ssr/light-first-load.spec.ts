import { expect, test, type Page } from '@playwright/test';
import { recentPosts, sidebar } from '../../support/blog-content';
import { homePage, ownedZip } from '../../support/home-content';
import { PAGE_TYPES } from '../../support/ssr-pages';
import { noteWhenLive, scriptsBeforeLive } from '../../support/live';
import { waitForHydration } from '../../support/test';

// A server-rendered page hydrates with its data and its sanitised markup in the HTML, so neither
// the content client's HTTP library (ky) nor the HTML sanitiser (DOMPurify) is part of what a page
// downloads before it is live: the browser fetches ky with the first content call, the sanitiser
// with the first markup it must sanitise itself. Their code is recognised by what it is (ky's error
// class, a DOMPurify hook name), not by a file name, so either creeping back into a chunk every page
// loads is caught too.

const SIGNATURES = { ky: 'KyError', sanitiser: 'uponSanitizeElement', blogCalls: 'api/blogfacets' } as const;
type Library = keyof typeof SIGNATURES;

/** Records each script the page receives and which of the libraries its code holds. */
function watchScripts(page: Page): Map<string, Library[]> {
  const scripts = new Map<string, Library[]>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.set(
      response.url(),
      (Object.keys(SIGNATURES) as Library[]).filter((library) => body.includes(SIGNATURES[library])),
    );
  });
  return scripts;
}

const holding = (scripts: Map<string, Library[]>, library: Library) => [...scripts.values()].some((held) => held.includes(library));

for (const type of PAGE_TYPES) {
  test(`${type.name} (${type.path}) is live before ky's or the sanitiser's code is fetched`, async ({ page }) => {
    const scripts = watchScripts(page);
    await noteWhenLive(page);
    await page.goto(type.path);
    await waitForHydration(page);
    const before = await scriptsBeforeLive(page);
    expect(before.length).toBeGreaterThan(0);
    await expect.poll(() => before.every((url) => scripts.has(url))).toBe(true);
    expect(before.filter((url) => scripts.get(url)?.some((library) => library === 'ky' || library === 'sanitiser'))).toEqual([]);
  });
}

// The platform package holds the content calls of every area. The shell's own pages load only the
// parts their code uses: the blog's calls (its search and its facets) come only where the blog asks
// for the platform, not with the office finder, say.
const SHELL_PAGES = ['home', 'office finder', 'office finder state page', 'corporate content page'];

for (const type of PAGE_TYPES.filter(({ name }) => SHELL_PAGES.includes(name))) {
  test(`${type.name} (${type.path}) fetches none of the blog's content calls`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(type.path);
    await waitForHydration(page);
    // What it fetches by itself once live (sections near the first screen, idle preloads) counts too.
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect(holding(scripts, 'blogCalls')).toBe(false);
  });
}

test("the blog list fetches the blog's content calls with the platform", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/blog');
  await waitForHydration(page);
  await expect.poll(() => holding(scripts, 'blogCalls')).toBe(true);
});

test("the home page's ZIP lookup fetches ky and finds the office", async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const heading = (await homePage(request)).Banner.Heading.Value;
  const scripts = watchScripts(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(holding(scripts, 'ky')).toBe(false);
  const hero = page.getByRole('region', { name: heading });
  await hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
  await hero.getByRole('button', { name: 'Find My Office' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
  await expect.poll(() => holding(scripts, 'ky')).toBe(true);
});

test('a client navigation to a post fetches the sanitiser and shows the post, sanitised', async ({ page, request }) => {
  const [post] = await recentPosts(request);
  const firstWords = post!.Post.match(/<p>([^<]{20,})/)?.[1]?.slice(0, 40) ?? '';
  expect(firstWords).not.toBe('');
  const scripts = watchScripts(page);
  await page.goto('/blog');
  await waitForHydration(page);
  expect(holding(scripts, 'sanitiser')).toBe(false);
  await sidebar(page).getByRole('link', { name: post!.Heading }).click();
  await expect(page.getByRole('heading', { level: 1, name: post!.Heading })).toBeVisible();
  await expect(page.getByRole('main').getByText(firstWords)).toBeVisible();
  expect(holding(scripts, 'sanitiser')).toBe(true);
  // The page's JSON-LD is the only script in it: none came with the post's markup.
  expect(await page.getByRole('main').locator('script:not([type="application/ld+json"]), [onclick], [onerror]').count()).toBe(0);
});
