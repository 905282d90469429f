import { REMOTE_ROUTE_PATHS, SITE_ROUTES } from '../../testing/remote-route-paths';
import { officeStatePath, type RouteSitemap } from '@handyman/platform';
import { createListingReader, generateSite, type GeneratedSite } from '../../testing/listing-reader-kit';
import { elementTexts, unescapeXml, xmlProblems } from '../../testing/xml-check-kit';
import { routedPages } from './routed-page';
import { buildSitemapFiles } from './sitemap';
import { SITEMAP_LIMITS, type SitemapLimits } from './sitemap-files';

const BASE = 'https://www.example.com';
const url = (contentPath: string) => (contentPath === 'home' ? `${BASE}/` : `${BASE}/${contentPath}`);

// One generated site for the whole file: 200 offices, 3,000 posts.
const site = generateSite({ offices: 200, posts: 3000 });

/** The children the index names, each with its <url> locs and its own lastmod in the index. */
async function build(limits: SitemapLimits = SITEMAP_LIMITS, from: GeneratedSite = site) {
  const files = await buildSitemapFiles(createListingReader(from).read, BASE, SITE_ROUTES, limits);
  const index = files.get('/sitemap.xml')!;
  const children = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g)].map(
    ([, loc = '', lastmod]) => {
      const xml = files.get(unescapeXml(loc).slice(BASE.length)) ?? '';
      return {
        loc: unescapeXml(loc),
        lastmod,
        xml,
        urls: elementTexts(xml, 'loc').map(unescapeXml),
        lastmods: elementTexts(xml, 'lastmod'),
      };
    },
  );
  return { files, index, children, urls: children.flatMap((child) => child.urls) };
}

/** What the generated site's listing says must be in the sitemap: its pages but campaigns, thank-you pages, local.json and pages no route serves. */
const LISTED = site.index
  .map((entry) => entry.path)
  .filter((path) => !/campaign|contact-success|local\.json$|^test-form-fill-page$|^resources\/404$/.test(path));

test('/sitemap.xml is an index of children, each a well-formed urlset the index names once', async () => {
  const { files, index, children } = await build();
  expect(xmlProblems(index)).toEqual([]);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(children.map((child) => child.loc)).toEqual([
    `${BASE}/sitemaps/pages-1.xml`,
    `${BASE}/sitemaps/offices-1.xml`,
    `${BASE}/sitemaps/posts-1.xml`,
  ]);
  expect(files.size).toBe(children.length + 1);
  for (const child of children) {
    expect(xmlProblems(child.xml)).toEqual([]);
    expect(child.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The index dates each child by its newest page.
    expect(child.lastmod).toBe([...child.lastmods].sort().pop());
  }
});

test('complete: every listed page is in exactly one child, with what the remotes list and the state pages', async () => {
  const { children, urls } = await build({ ...SITEMAP_LIMITS, posts: 1000 });
  expect(children.filter((child) => child.loc.includes('/posts-'))).toHaveLength(3);
  expect(new Set(urls).size).toBe(urls.length);
  const extra = new Set(urls);
  expect(LISTED.filter((path) => !extra.has(url(path)))).toEqual([]);
  for (const path of LISTED) extra.delete(url(path));
  const added = [...extra].map((loc) => loc.slice(BASE.length));
  // The remote's lister was given the index and listed a second page of every office blog in it.
  const officeBlogs = site.index.filter((entry) => entry.schema === 'FranchiseBlogIndex');
  expect(officeBlogs.length).toBeGreaterThan(50);
  expect(added.filter((path) => /^\/offices\/[^/]+\/blog\/page\/2$/.test(path))).toHaveLength(officeBlogs.length);
  expect(added).toContain('/blog/page/2');
  expect(added).toEqual(expect.arrayContaining(site.states.map((state) => officeStatePath(state.State))));
  expect(added).toContain('/offices/state/new-york');
  // Nothing else: only the lister's pages and state pages were added.
  expect(added.filter((path) => !/^\/blog\/page\/2$|^\/offices\/[^/]+\/blog\/page\/2$|^\/offices\/state\//.test(path))).toEqual([]);
});

test('what a remote lists goes in the group of its address, dated as it says; an address the index has too keeps the latest date', async () => {
  const lister: RouteSitemap = async () => [
    { path: 'blog/page/2', lastmod: '2031-02-03' },
    { path: 'offices/office-0/blog', lastmod: '2031-02-03' },
    { path: 'offices/office-0/campaign/spring' },
  ];
  const routes = routedPages(REMOTE_ROUTE_PATHS, [], [lister]);
  const files = await buildSitemapFiles(createListingReader(site).read, BASE, routes);
  const pages = files.get('/sitemaps/pages-1.xml')!;
  const offices = files.get('/sitemaps/offices-1.xml')!;
  expect(pages).toContain(`<url><loc>${BASE}/blog/page/2</loc><lastmod>2031-02-03</lastmod></url>`);
  expect(offices.match(new RegExp(`<loc>${BASE}/offices/office-0/blog</loc>`, 'g'))).toHaveLength(1);
  expect(offices).toContain(`<url><loc>${BASE}/offices/office-0/blog</loc><lastmod>2031-02-03</lastmod></url>`);
  // A campaign page stays out, whoever lists it.
  expect([...files.values()].some((xml) => xml.includes('/campaign/spring'))).toBe(false);
});

test('a lister is given the index as content paths, lowercase, and a lister that fails fails the build', async () => {
  const given: string[] = [];
  const lister: RouteSitemap = async ({ index }) => {
    given.push(...index.map((entry) => entry.path));
    return [];
  };
  const mixed = { ...site, index: [...site.index, { path: '/Offices/Office-1/Blog/', schema: 'FranchiseBlogIndex' }] };
  await buildSitemapFiles(createListingReader(mixed).read, BASE, routedPages(REMOTE_ROUTE_PATHS, [], [lister]));
  expect(given).toContain('offices/office-1/blog');
  expect(given.filter((path) => path !== path.toLowerCase() || path.startsWith('/'))).toEqual([]);
  const failing: RouteSitemap = () => Promise.reject(new Error('503 api/blogfacets'));
  await expect(buildSitemapFiles(createListingReader(site).read, BASE, routedPages(REMOTE_ROUTE_PATHS, [], [failing]))).rejects.toThrow(
    '503 api/blogfacets',
  );
});

test('left out: campaigns, thank-you pages, local.json, the form test page and content no route serves', async () => {
  const town = { path: 'offices/office-3/city/campaign', schema: 'FranchiseDetailPage' };
  const { urls } = await build(SITEMAP_LIMITS, { ...site, index: [...site.index, town] });
  expect(urls.filter((loc) => /\/campaign\/|contact-success|local\.json|test-form-fill-page|resources\/404/.test(loc))).toEqual([]);
  // A town named Campaign keeps its city page.
  expect(urls).toContain(`${BASE}/offices/office-3/city/campaign`);
  // An office promotion nothing links to is listed: it answers 200 and may be indexed.
  expect(urls).toContain(`${BASE}/offices/office-7/promotions/unlinked-10-off`);
});

test('each child stays within its limits; children follow each other when the limits are low, and nothing is lost', async () => {
  const whole = (await build()).urls;
  const limits = { urls: 700, bytes: 60_000, posts: 500 };
  const { children, urls } = await build(limits);
  expect(children.length).toBeGreaterThan(10);
  for (const child of children) {
    expect(child.urls.length).toBeLessThanOrEqual(child.loc.includes('/posts-') ? 500 : 700);
    expect(Buffer.byteLength(child.xml)).toBeLessThanOrEqual(60_000);
  }
  // The bytes cut some children before their count did.
  expect(children.some((child) => child.urls.length < 700 && !child.loc.includes('/posts-') && child !== children.at(-1))).toBe(true);
  expect(urls.sort()).toEqual([...whole].sort());
});

test('built from the listings alone, the path index read page by page to its last page, however many', async () => {
  const reader = createListingReader(site, { maxResultsPerPage: 10 });
  const files = await buildSitemapFiles(reader.read, BASE, SITE_ROUTES);
  const pages = Math.ceil(site.index.length / 10);
  expect(pages).toBeGreaterThan(200);
  expect(reader.calls.filter((call) => call.startsWith('api/pathindex'))).toHaveLength(pages);
  expect(reader.calls.filter((call) => !call.startsWith('api/pathindex'))).toEqual(['localoffice/states {}']);
  const last = site.index.filter((entry) => entry.schema === 'BlogPost').at(-1)!;
  expect([...files.values()].some((xml) => xml.includes(`<loc>${url(last.path)}</loc>`))).toBe(true);
});

test('a listing call that fails fails the build (a 503), never a short sitemap', async () => {
  const failures = [
    (path: string, params: Record<string, string | number>) => path === 'api/pathindex' && params.page === 3,
    (path: string) => path === 'localoffice/states',
  ];
  for (const fail of failures)
    await expect(buildSitemapFiles(createListingReader(site, { maxResultsPerPage: 1000, fail }).read, BASE, SITE_ROUTES)).rejects.toThrow(
      '503',
    );
});

test('a malformed listing answer fails the build with what was wrong', async () => {
  const reader = createListingReader({ ...site, states: null as unknown as GeneratedSite['states'] });
  await expect(buildSitemapFiles(reader.read, BASE, SITE_ROUTES)).rejects.toThrow('localoffice/states did not answer a list of states');
});

test('addresses are lowercase, percent-encoded and XML-escaped; lastmod is a date', async () => {
  const hostile = {
    ...site,
    index: [...site.index, { path: 'Offices/Office-1/City/A&B<c>"q"', schema: 'FranchiseDetailPage', lastmod: '2024-05-06T07:08:09Z' }],
  };
  const { children } = await build(SITEMAP_LIMITS, hostile);
  const offices = children.find((child) => child.loc.includes('/offices-'))!;
  expect(xmlProblems(offices.xml)).toEqual([]);
  expect(offices.xml).toContain(`<url><loc>${BASE}/offices/office-1/city/a&amp;b%3Cc%3E%22q%22</loc><lastmod>2024-05-06</lastmod></url>`);
});

test('listers asking for the same content in one build share one read of it', async () => {
  let reads = 0;
  const facets = () => Promise.resolve(++reads);
  const lister: RouteSitemap = async ({ load }) => [{ path: `blog/page/${(await load('blog:facets', facets)) + 1}` }];
  await buildSitemapFiles(createListingReader(site).read, BASE, routedPages(REMOTE_ROUTE_PATHS, [], [lister, lister, lister]));
  expect(reads).toBe(1);
  // A new build reads it again: the sitemap follows content.
  await buildSitemapFiles(createListingReader(site).read, BASE, routedPages(REMOTE_ROUTE_PATHS, [], [lister]));
  expect(reads).toBe(2);
});
