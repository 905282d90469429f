import { expect, test } from '@playwright/test';
import { asArray, type FranchiseHomePage } from '@handyman/contracts';
import { franchiseHome, siteSettings } from '../../support/content';
import { crawl, isIndexable, readPage, type CrawledPage } from '../../support/crawl';
import { sitemapSchemaErrors } from '../../support/seo-validators';
import { SHELL_URL } from '../../support/stack';

// The sitemap against the site itself: valid against the sitemaps.org schema, and listing every
// indexable page the site's own links reach (a crawl of the server HTML from "/"), each a 200
// without redirect at its own canonical address.

test.describe.configure({ mode: 'serial' });

let pages: Map<string, CrawledPage>;
let xml: string;
let base: string;
/** The sitemap's entries by site path: their lastmod ('' when none). */
let listed: Map<string, string>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  base = (await siteSettings(request)).GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  pages = await crawl(SHELL_URL);
  xml = await (await request.get('/sitemap.xml')).text();
  listed = new Map(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(([, loc = '', lastmod = '']) => [
      loc.replace(/&amp;/g, '&').slice(base.length) || '/',
      lastmod,
    ]),
  );
});

test('the sitemap is valid against the sitemaps.org schema', async () => {
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(await sitemapSchemaErrors(xml)).toEqual([]);
  // Within one file's limits (50,000 URLs, 50 MB); past them it becomes a sitemap index.
  expect(listed.size).toBeLessThan(50_000);
  // The check can fail: a lastmod that is no date is refused.
  expect(await sitemapSchemaErrors(xml.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>soon</lastmod>'))).not.toEqual([]);
});

test('every indexable page the links reach is in the sitemap', async () => {
  expect(pages.size).toBeGreaterThan(250);
  const indexable = [...pages.values()].filter((page) => isIndexable(page, base)).map((page) => page.path);
  expect(indexable.filter((path) => !listed.has(path))).toEqual([]);
  // Nothing the crawl met is broken: every link answers a page or a redirect to one.
  expect([...pages.values()].filter((page) => page.status >= 400).map((page) => `${page.status} ${page.path}`)).toEqual([]);
});

test('every sitemap URL is an indexable page at its own address, without redirect', async ({ request }) => {
  const problems: string[] = [];
  const paths = [...listed.keys()];
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(
      paths.slice(start, start + 8).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        const page = readPage(path, response.status(), await response.text(), SHELL_URL);
        if (!isIndexable(page, base)) problems.push(`${path}: ${page.status} ${page.robots} ${page.canonical}`);
      }),
    );
  }
  expect(problems).toEqual([]);
});

test("sitemap URLs no link reaches are only office pages the office's own navigation content names", async ({ request }) => {
  const unreached = [...listed.keys()].filter((path) => !pages.has(path));
  const homes = new Map<string, FranchiseHomePage>();
  for (const path of unreached) {
    const office = /^\/offices\/[^/]+/.exec(path)?.[0];
    expect(office, path).toBeDefined();
    if (!homes.has(office!)) homes.set(office!, await franchiseHome(request, office!.slice(1)));
    const named = asArray(homes.get(office!)!.Navigation?.Page).map((link) => `/${link.URL}`);
    expect(named, path).toContain(path);
  }
});

test('every page with a date in content has a lastmod: offices, city pages, posts and blog lists', async () => {
  const dated = [...listed].filter(([path]) =>
    /^\/offices\/[^/]+(\/city\/[^/]+)?$|^\/blog\/(\d{4}\/|category\/|author\/|year\/)/.test(path),
  );
  expect(dated.length).toBeGreaterThan(100);
  expect(dated.filter(([, lastmod]) => !/^\d{4}-\d{2}-\d{2}$/.test(lastmod)).map(([path]) => path)).toEqual([]);
});
