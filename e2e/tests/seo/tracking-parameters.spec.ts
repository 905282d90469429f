import { expect, test } from '@playwright/test';
import { siteSettings } from '../../support/content';
import { readPage } from '../../support/crawl';
import { SHELL_URL } from '../../support/stack';

// Links from ads and mail carry tracking parameters (utm_*, gclid, fbclid, msclkid, ...). The server
// renders and caches the page without them: the same bytes as the plain address, whose canonical
// and og:url carry no query; the visitor's address keeps them for their analytics.

const TRACKED = '/offices?utm_source=newsletter&utm_medium=email&gclid=abc123&fbclid=xyz&msclkid=m1';

test('a tracked address answers the cached page of the plain address, byte for byte', async ({ request }) => {
  const plain = await request.get('/offices', { maxRedirects: 0 });
  expect(plain.status()).toBe(200);
  const tracked = await request.get(TRACKED, { maxRedirects: 0 });
  expect(tracked.status()).toBe(200);
  expect(tracked.headers().etag).toBe(plain.headers().etag);
  expect(Buffer.compare(await tracked.body(), await plain.body())).toBe(0);

  const base = (await siteSettings(request)).GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  const page = readPage('/offices', tracked.status(), await tracked.text(), SHELL_URL);
  expect(page.canonical).toBe(`${base}/offices`);
  expect(page.meta['og:url']).toBe(`${base}/offices`);
});

test('a redirect keeps the tracking parameters the visitor came with', async ({ request }) => {
  const answer = await request.get('/Offices/Summerlin?utm_source=x&gclid=1', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/offices/summerlin?utm_source=x&gclid=1');
});

test('in the browser the address keeps its tracking parameters; the canonical link has none', async ({ page }) => {
  await page.goto(TRACKED);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  expect(new URL(page.url()).search).toBe(new URL(`${SHELL_URL}${TRACKED}`).search);
  const base = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
  expect(`${base.pathname}${base.search}`).toBe('/offices');
});
