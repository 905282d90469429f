import { SITE_ROUTES } from '../../testing/remote-route-paths';
import { createListingReader, generateSite } from '../../testing/listing-reader-kit';
import { buildSitemapFiles } from './sitemap';
import { isSitemapPath, sitemapAnswers } from './sitemap-answers';
import { setLogWriter } from '../ops/logger';

const site = generateSite({ offices: 5, posts: 30 });

test('the index and its children are answered from one build; an address it has not is a 404', async () => {
  const reader = createListingReader(site);
  const answer = sitemapAnswers(() => buildSitemapFiles(reader.read, 'https://x.example', SITE_ROUTES));
  const index = await answer('/sitemap.xml');
  expect([index.status, index.headers['Content-Type']]).toEqual([200, 'application/xml; charset=utf-8']);
  const children = [...index.body.matchAll(/<loc>https:\/\/x\.example([^<]+)<\/loc>/g)].map(([, path = '']) => path);
  expect(children).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/offices-1.xml', '/sitemaps/posts-1.xml']);
  for (const child of children) expect((await answer(child)).body).toContain('<urlset');
  expect((await answer('/sitemaps/posts-2.xml')).status).toBe(404);
  // One build answered them all: the listings were read once.
  expect(reader.calls.filter((call) => call.startsWith('localoffice/states'))).toHaveLength(1);
});

test('while no complete build can be made every sitemap address is a 503 to retry, not kept', async () => {
  const errors = jest.fn();
  setLogWriter(errors);
  const reader = createListingReader(site, { fail: (path) => path === 'localoffice/states' });
  const answer = sitemapAnswers(() => buildSitemapFiles(reader.read, 'https://x.example', SITE_ROUTES));
  for (const path of ['/sitemap.xml', '/sitemaps/pages-1.xml']) {
    const failed = await answer(path);
    expect([failed.status, failed.headers['Cache-Control'], failed.headers['Retry-After']]).toEqual([503, 'no-store', '60']);
  }
  expect(errors).toHaveBeenCalled();
  setLogWriter();
});

test('sitemap addresses are the index and its numbered children only', () => {
  for (const path of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/posts-12.xml']) expect(isSitemapPath(path)).toBe(true);
  for (const path of ['/sitemaps/', '/sitemaps/pages.xml', '/sitemaps/../sitemap.xml', '/sitemap.xml/x'])
    expect(isSitemapPath(path)).toBe(false);
});
