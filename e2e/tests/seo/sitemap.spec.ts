import { expect, test } from '@playwright/test';
import { siteSettings } from '../../support/content';
import { crawl, isIndexable, readPage, type CrawledPage } from '../../support/crawl';
import { sitemapIndexSchemaErrors, sitemapSchemaErrors } from '../../support/seo-validators';
import { SHELL_URL } from '../../support/stack';

// The sitemap against the site itself: /sitemap.xml an index valid against the sitemaps.org index
// schema, each child valid against the sitemap schema and within one file's limits, together
// listing every indexable page the site's own links reach (a crawl of the server HTML from "/"),
// each a 200 without redirect at its own canonical address.

test.describe.configure({ mode: 'serial' });

let pages: Map<string, CrawledPage>;
let index: string;
/** Each child sitemap by its site path. */
let children: Map<string, string>;
let base: string;
/** The entries of every child by site path: their lastmod ('' when none). */
let listed: Map<string, string>;
/** How many times each site path is listed across the children. */
let listings: Map<string, number>;

const locsOf = (xml: string, element: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${element}><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?</${element}>`, 'g'))].map(
    ([, loc = '', lastmod = '']) => ({ loc: loc.replace(/&amp;/g, '&'), lastmod }),
  );

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  base = (await siteSettings(request)).GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  pages = await crawl(SHELL_URL);
  index = await (await request.get('/sitemap.xml')).text();
  children = new Map();
  listed = new Map();
  listings = new Map();
  for (const { loc } of locsOf(index, 'sitemap')) {
    const child = loc.slice(base.length);
    const answer = await request.get(child, { maxRedirects: 0 });
    expect([child, answer.status()]).toEqual([child, 200]);
    const xml = await answer.text();
    children.set(child, xml);
    for (const { loc: url, lastmod } of locsOf(xml, 'url')) {
      const path = url.slice(base.length) || '/';
      listed.set(path, lastmod);
      listings.set(path, (listings.get(path) ?? 0) + 1);
    }
  }
});

test('/sitemap.xml is a sitemap index, valid against the sitemaps.org index schema, naming its children on this site', async () => {
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(await sitemapIndexSchemaErrors(index)).toEqual([]);
  expect([...children.keys()]).toEqual(
    expect.arrayContaining(['/sitemaps/pages-1.xml', '/sitemaps/offices-1.xml', '/sitemaps/posts-1.xml']),
  );
  expect(locsOf(index, 'sitemap').every(({ loc }) => loc.startsWith(`${base}/sitemaps/`))).toBe(true);
  // The checks can fail: a lastmod that is no date is refused, in the index and in a child.
  expect(await sitemapIndexSchemaErrors(index.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>soon</lastmod>'))).not.toEqual([]);
  const [first = ''] = children.values();
  expect(await sitemapSchemaErrors(first.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>soon</lastmod>'))).not.toEqual([]);
});

test("every child is valid against the sitemaps.org schema and within one file's limits; no URL is listed twice", async () => {
  for (const [child, xml] of children) {
    expect(xml, child).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([child, await sitemapSchemaErrors(xml)]).toEqual([child, []]);
    expect(locsOf(xml, 'url').length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
  }
  expect([...listings].filter(([, count]) => count > 1)).toEqual([]);
});

test('every indexable page the links reach is in the sitemap', async () => {
  expect(pages.size).toBeGreaterThan(250);
  const indexable = [...pages.values()].filter((page) => isIndexable(page, base)).map((page) => page.path);
  expect(indexable.filter((path) => !listed.has(path))).toEqual([]);
  // Nothing the crawl met is broken: every link answers a page or a redirect to one.
  expect([...pages.values()].filter((page) => page.status >= 400).map((page) => `${page.status} ${page.path}`)).toEqual([]);
});

test('every sitemap URL, in every child, is an indexable page at its own address, without redirect', async ({ request }) => {
  test.setTimeout(120_000);
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

test('sitemap URLs no link reaches are only office pages: the sitemap lists every page of the content listing, linked or not', async () => {
  // The sitemap is built from the content service's list of paths, not from links: an office's
  // page that nothing links to (a promotion or sub-page its navigation does not name) is listed
  // too, since it answers 200 and may be indexed. Everything else, the finder's state pages
  // included, is reached by the site's own links.
  const unreached = [...listed.keys()].filter((path) => !pages.has(path));
  expect(unreached.filter((path) => !/^\/offices\/(?!state\/)[^/]+\/((promotions|services)\/)?[^/]+$/.test(path))).toEqual([]);
});

test('every page with a date in content has a lastmod: offices, city pages, posts and blog lists', async () => {
  const dated = [...listed].filter(([path]) =>
    /^\/offices\/[^/]+(\/city\/[^/]+)?$|^\/blog\/(\d{4}\/|category\/|author\/|year\/)/.test(path),
  );
  expect(dated.length).toBeGreaterThan(100);
  expect(dated.filter(([, lastmod]) => !/^\d{4}-\d{2}-\d{2}$/.test(lastmod)).map(([path]) => path)).toEqual([]);
});
