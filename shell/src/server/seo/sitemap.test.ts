import type { FranchiseHomePage, PageResult } from '@handyman/contracts';
import { buildSitemap } from './sitemap';
import { createSeedReader, seedJson, seedPages } from '../../testing/seed-reader-kit';
import { elementTexts, unescapeXml, xmlProblems } from '../../testing/xml-check-kit';

const BASE = 'https://www.example.com';
const url = (contentPath: string) => (contentPath === 'home' ? `${BASE}/` : `${BASE}/${contentPath}`);

/** <loc> to <lastmod> ('' when none). */
function entries(xml: string): Map<string, string> {
  const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
  return new Map(urls.map(([, loc = '', lastmod = '']) => [unescapeXml(loc), lastmod]));
}

const keys = [...seedPages().keys()];
const franchiseHome = (key: string) => seedJson<{ FranchiseHomePage: FranchiseHomePage }>(`pages/${key}.json`).FranchiseHomePage;

/**
 * The seed pages a sitemap lists, worked out from the seed's file names alone: an office's pages
 * one level down are linked from its home; the seed links none of its deeper pages but cities
 * and blog posts.
 */
const LISTED = keys.filter(
  (key) =>
    !/campaign|contact-success|^test-form-fill-page$|^resources\/404$/.test(key) &&
    (!key.startsWith('offices/') || /^offices\/[^/]+(\/city\/[^/]+|\/blog(\/[^/]+)?|\/[^/]+)?$/.test(key)),
);

/**
 * The blog's lists of the seed's posts: category, author and year pages (each lists at least one
 * post) and every page past the first of each list, ten posts a page (an office's blog too).
 */
function seedListPages(): string[] {
  const counts = new Map<string, number>();
  const count = (path: string) => counts.set(path, (counts.get(path) ?? 0) + 1);
  for (const [key, result] of seedPages()) {
    if (/^offices\/[^/]+\/blog\/[^/]+$/.test(key)) count(key.replace(/\/[^/]+$/, ''));
    if (!('BlogPost' in result)) continue;
    const { IGX_Categories: filters, DatePublished } = result.BlogPost;
    count('blog');
    for (const { Name } of [filters?.BlogCategories ?? []].flat()) count(`blog/category/${Name.replace(/ /g, '').toLowerCase()}`);
    for (const { Name } of [filters?.Authors ?? []].flat()) count(`blog/author/${Name.replace(/ /g, '').toLowerCase()}`);
    if (DatePublished) count(`blog/year/${DatePublished.slice(0, 4)}`);
  }
  return [...counts].flatMap(([path, posts]) => [
    path,
    ...Array.from({ length: Math.ceil(posts / 10) - 1 }, (_, i) => `${path}/page/${i + 2}`),
  ]);
}

test('lists exactly the seed pages that belong in it and the blog filters with posts, each once, in a well-formed urlset', async () => {
  const xml = await buildSitemap(createSeedReader().read, BASE);
  expect(xmlProblems(xml)).toEqual([]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const expected = [...new Set([...LISTED, ...seedListPages()])];
  expect(seedListPages()).toEqual(expect.arrayContaining(['blog/year/2023', 'blog/author/marcusbell', 'blog/page/2']));
  expect([...entries(xml).keys()].sort()).toEqual(expected.map(url).sort());
  expect(elementTexts(xml, 'loc')).toHaveLength(expected.length);
});

test('every page has a lastmod where content has a date: city pages and office pages too', async () => {
  const listed = entries(await buildSitemap(createSeedReader().read, BASE));
  const undated = [...listed].filter(([, lastmod]) => !lastmod).map(([loc]) => loc);
  const dated = (key: string) => Boolean(seedPages().get(key) && Object.values(seedPages().get(key)!)[0]?.Changed);
  expect(undated.filter((loc) => dated(loc.slice(BASE.length + 1)))).toEqual([]);
  expect(listed.get(url('offices/summerlin/city/the-lakes'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(listed.get(url('offices/summerlin/our-team'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a city the office lists but content has no page for is left out (it would be a 404)', async () => {
  const summerlin = franchiseHome('offices/summerlin');
  const listing: PageResult = {
    FranchiseHomePage: { ...summerlin, ServiceCitySEO: [{ City: { Value: 'Atlantis' }, CityURL: 'offices/summerlin/city/atlantis' }] },
  };
  const listed = entries(await buildSitemap(createSeedReader({ pages: { 'offices/summerlin': listing } }).read, BASE));
  expect(listed.has(url('offices/summerlin/city/atlantis'))).toBe(false);
  expect(listed.has(url('offices/summerlin'))).toBe(true);
});

test('every office of the office list is there with its city pages, lastmod from the home page', async () => {
  const { read } = createSeedReader();
  const offices = await read<{ HomePageLink: { URL: string } }[]>('localoffice/orderby/state');
  const listed = entries(await buildSitemap(read, BASE));
  expect(offices.length).toBeGreaterThanOrEqual(12);
  for (const office of offices) {
    const home = franchiseHome(office.HomePageLink.URL);
    expect(listed.get(url(office.HomePageLink.URL))).toBe(home.Changed?.slice(0, 10));
    for (const city of home.ServiceCitySEO ?? []) expect(listed.has(url(city.CityURL))).toBe(true);
  }
  for (const city of keys.filter((key) => /^offices\/[^/]+\/city\//.test(key))) expect(listed.has(url(city))).toBe(true);
});

test('corporate and franchise blog posts are there with their lastmod', async () => {
  const listed = entries(await buildSitemap(createSeedReader().read, BASE));
  const posts = [...seedPages()].flatMap(([key, result]) => ('BlogPost' in result ? [[key, result.BlogPost] as const] : []));
  expect(posts.length).toBeGreaterThan(20);
  for (const [key, post] of posts) {
    const latest = [post.Changed, post.DateUpdated, post.DatePublished].filter(Boolean).sort().pop();
    expect(listed.get(url(key))).toBe(latest?.slice(0, 10));
  }
  const franchisePosts = keys.filter((key) => /^offices\/[^/]+\/blog\/[^/]+$/.test(key));
  expect(franchisePosts.length).toBeGreaterThan(0);
  for (const key of franchisePosts) expect(listed.get(url(key))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('campaign pages, the form test page and thank-you pages are left out, even when content links them', async () => {
  const plano = franchiseHome('offices/plano');
  const links = [
    'offices/plano/campaign/bathroom-refresh',
    'offices/plano/contact_success',
    'offices/plano/contact-success',
    'test-form-fill-page',
  ];
  const linking: PageResult = {
    FranchiseHomePage: { ...plano, ServiceCitySEO: links.map((CityURL) => ({ City: { Value: 'x' }, CityURL })) },
  };
  expect(keys).toEqual(expect.arrayContaining(['offices/plano/campaign/bathroom-refresh', 'test-form-fill-page']));
  for (const reader of [createSeedReader(), createSeedReader({ pages: { 'offices/plano': linking } })]) {
    const xml = await buildSitemap(reader.read, BASE);
    expect(xml).toContain(`<loc>${BASE}/offices/plano</loc>`);
    expect(xml).not.toMatch(/campaign|test-form-fill-page|contact[-_]success/);
  }
});

test('addresses are lowercase, percent-encoded and XML-escaped', async () => {
  const summerlin = franchiseHome('offices/summerlin');
  const hostile: PageResult = {
    FranchiseHomePage: { ...summerlin, ServiceCitySEO: [{ City: { Value: 'A&B' }, CityURL: '/Offices/Summerlin/City/A&B<c>"q"/' }] },
  };
  const city = seedPages().get('offices/summerlin/city/the-lakes')!;
  const pages = { 'offices/summerlin': hostile, 'offices/summerlin/city/a&b<c>"q"': city };
  const xml = await buildSitemap(createSeedReader({ pages }).read, BASE);
  expect(xmlProblems(xml)).toEqual([]);
  expect(xml).toContain(`<loc>${BASE}/offices/summerlin/city/a&amp;b%3Cc%3E%22q%22</loc>`);
  expect(xml).not.toMatch(/<c>|&b/);
});

test('an office whose calls fail is left out; the other offices stay', async () => {
  const reader = createSeedReader({ fail: (path, params) => path === 'api/page' && String(params.path).startsWith('offices/plano') });
  const listed = [...entries(await buildSitemap(reader.read, BASE)).keys()];
  expect(listed.filter((loc) => loc.includes('/offices/plano'))).toEqual([]);
  expect(listed).toContain(`${BASE}/offices/summerlin`);
  expect(listed).toContain(`${BASE}/offices/tampa/city/westchase`);
  expect(listed).toContain(`${BASE}/offices/north-raleigh/blog/pollen-season-exterior-cleaning`);
});

test('a service whose page fails is left out with its sub-services; the rest stay', async () => {
  const reader = createSeedReader({ fail: (path, params) => path === 'api/page' && params.path === 'services/painting' });
  const listed = [...entries(await buildSitemap(reader.read, BASE)).keys()];
  expect(listed.filter((loc) => loc.includes('/services/painting'))).toEqual([]);
  expect(listed).toContain(`${BASE}/services/doors-and-windows/windows`);
});

test('the office list failing fails the sitemap (the server answers 503)', async () => {
  const reader = createSeedReader({ fail: (path) => path === 'localoffice/orderby/state' });
  await expect(buildSitemap(reader.read, BASE)).rejects.toThrow('503');
});

test('corporate posts are read a search page at a time until all are read', async () => {
  const reader = createSeedReader({ maxResultsPerPage: 10 });
  const listed = entries(await buildSitemap(reader.read, BASE));
  const posts = keys.filter((key) => /^blog\/\d{4}\//.test(key));
  for (const key of posts) expect(listed.has(url(key))).toBe(true);
  expect(reader.calls.filter((call) => call.startsWith('api/search'))).toHaveLength(Math.ceil(posts.length / 10));
});

test('no more than six content calls run at once', async () => {
  const reader = createSeedReader({ delayMs: 2 });
  await buildSitemap(reader.read, BASE);
  expect(reader.maxInFlight()).toBe(6);
});
