import { liveBuild } from '../../support/releases';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, REMOTE_ORIGINS } from '../../support/stack';

// HTTP as search engines and CDNs read it, through plain requests (no browser, no redirects followed).

async function get(request: APIRequestContext, path: string) {
  return request.get(path, { maxRedirects: 0 });
}

test('unknown addresses and content that does not exist answer 404 with the not-found page, noindex', async ({ request }) => {
  for (const path of [
    '/no-such-page',
    '/services/no-such-service',
    '/packages/no-such-package',
    '/offices/no-such-office',
    '/blog/no-such-post',
  ]) {
    const response = await get(request, path);
    expect([path, response.status()]).toEqual([path, 404]);
    const html = await response.text();
    expect(html).toContain('data-testid="not-found"');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  }
});

test('address rules are permanent redirects from the server', async ({ request }) => {
  const cases: [string, string][] = [
    ['/Offices/Summerlin', '/offices/summerlin'],
    ['/blog/', '/blog'],
    ['/offices/summerlin/our_team', '/offices/summerlin/our-team'],
    ['/offices/summerlin/contact-us.html', '/offices/summerlin'],
    ['/offices/summerlin/index.html', '/offices/summerlin'],
    ['/offices/summerlin/the-lakes-handyman-services', '/offices/summerlin/city/the-lakes'],
    ['/SERVICES?zip=89135', '/services?zip=89135'],
    // A city the office does not serve goes to the office's home.
    ['/offices/summerlin/city/no-such-city', '/offices/summerlin'],
    // Aliases and legacy addresses go to their page's one address (tests/seo has every one).
    ['/services.html', '/services'],
    ['/OurStory', '/why-choose-us/our-story'],
    ['/blog/page/1', '/blog'],
    ['/summerlin/services/painting', '/services/painting'],
  ];
  for (const [from, to] of cases) {
    const response = await get(request, from);
    expect([
      from,
      response.status(),
      new URL(response.headers().location ?? '', 'http://x').pathname + new URL(response.headers().location ?? '', 'http://x').search,
    ]).toEqual([from, 301, to]);
  }
});

test('HEAD answers like GET without a body', async ({ request }) => {
  const head = await request.head('/offices/summerlin');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toContain('text/html');
  expect(await head.body()).toHaveLength(0);
  expect((await request.head('/no-such-page')).status()).toBe(404);
});

test('pages carry CDN caching and an ETag; assets and published builds are immutable, release files revalidate', async ({ request }) => {
  const page = await get(request, '/offices/summerlin');
  expect(page.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(page.headers()['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  const etag = page.headers().etag;
  expect(etag).toBeTruthy();
  expect((await request.get('/offices/summerlin', { headers: { 'If-None-Match': etag! } })).status()).toBe(304);

  const html = await page.text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+\.[0-9a-f]{8}\.css)"/.exec(html)?.[1];
  expect(stylesheet).toBeTruthy();
  expect((await request.get(stylesheet!)).headers()['cache-control']).toContain('immutable');
  const { base } = await liveBuild(REMOTE_ORIGINS.franchise);
  for (const file of ['remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json']) {
    expect([file, (await request.get(`${base}/${file}`)).headers()['cache-control']]).toEqual([
      file,
      'public, max-age=31536000, immutable',
    ]);
  }
  expect((await request.get(`${REMOTE_ORIGINS.franchise}/release.json`)).headers()['cache-control']).toBe('no-cache');
});

test('the server build of the shell is never served', async ({ request }) => {
  for (const path of ['/server/server.js', '/ssr-assets.json', '/index.html']) {
    const response = await get(request, path);
    expect([path, response.ok()]).toEqual([path, false]);
  }
});

test('the sitemap index names children that list every office, its city pages, services, packages and blog posts; robots.txt names it', async ({
  request,
}) => {
  const response = await get(request, '/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const index = await response.text();
  expect(index).toContain('<sitemapindex');
  const children = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  expect(children.length).toBeGreaterThanOrEqual(3);
  let xml = '';
  for (const child of children) {
    const answer = await get(request, child);
    expect([child, answer.status()]).toEqual([child, 200]);
    expect(answer.headers()['content-type']).toContain('xml');
    xml += await answer.text();
  }
  const offices = (await (await request.get(`${API_URL}/localoffice/orderby/state`)).json()) as { HomePageLink: { URL: string } }[];
  expect(offices.length).toBeGreaterThan(10);
  for (const office of offices) {
    expect(xml).toContain(`/${office.HomePageLink.URL.replace(/^\/+|\/+$/g, '').toLowerCase()}</loc>`);
  }
  for (const path of [
    '/offices/summerlin/city/the-lakes',
    '/services/painting',
    '/packages/curb-appeal',
    '/blog/2023/04/11/spotting-home-repair-scams',
    '/why-choose-us',
  ]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  expect(xml).not.toContain('/campaign/');
  expect(xml).not.toContain('test-form-fill-page');
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  const robots = await (await get(request, '/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the blog feed is RSS of the latest posts, linked from the blog pages', async ({ request }) => {
  const response = await get(request, '/blog/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThan(5);
  expect(await (await get(request, '/blog')).text()).toContain('type="application/rss+xml"');
});
