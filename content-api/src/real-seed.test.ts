import fs from 'node:fs';
import path from 'node:path';
import type { ContentEnvelope, LocalOffice, ZipLookupResponse } from '@handyman/contracts';
import { DEFAULTS } from './app-options';
import { listOf, recordOf, textOf } from './content/read';
import { loadSeed } from './content/seed-loader';
import { nameKey } from './content/text-keys';
import { makeTestApp, type TestApp } from './testing/app-kit';

// Smoke test of the service on the real seed in content-api/seed (written alongside, in its own
// folder). It fails, rather than skips, when the seed is missing: the site cannot run without it.

const seed = loadSeed(DEFAULTS.seedDir);
let t: TestApp;
beforeAll(() => {
  t = makeTestApp({ seedDir: DEFAULTS.seedDir, mediaDir: DEFAULTS.mediaDir });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('content-api on the real seed', () => {
  it('loads it without a warning', () => {
    expect(fs.existsSync(path.join(DEFAULTS.seedDir, 'pages'))).toBe(true);
    expect(t.content.warnings).toEqual([]);
    expect(t.content.pageCount).toBeGreaterThan(50);
  });

  it('answers every seed page at its path, the home page at /', async () => {
    for (const page of seed.pages) {
      const response = await get(`/api/page?path=${encodeURIComponent(page.key)}`);
      expect([page.key, response.statusCode]).toEqual([page.key, 200]);
    }
    expect((await get('/api/page?path=/')).json<ContentEnvelope<object>>().results[0]).toHaveProperty('HomePage');
    expect((await get('/api/page?path=Resources/404')).statusCode).toBe(200);
  });

  it('serves the global settings and the images they name', async () => {
    const settings = (await get('/api/x31')).json<{ SiteSettings: { Header: { HeaderLogo: { Value: string } } } }>();
    const logo = await get(`/media/${settings.SiteSettings.Header.HeaderLogo.Value}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('lists every office and finds each one first from its own ZIP, with its reviews', async () => {
    const offices = (await get('/localoffice/orderby/state')).json<LocalOffice[]>();
    const homes = seed.pages.filter((page) => page.schema === 'FranchiseHomePage');
    expect(offices).toHaveLength(homes.length);
    for (const home of homes) {
      const control = recordOf(home.page.FranchiseCorporateControl);
      const lookup = (await get(`/external-services/zip-code-lookup?zipCode=${textOf(control.ZipCode)}`)).json<ZipLookupResponse>();
      expect([home.key, lookup.listOfOfficesNearestToFarthest[0]]).toEqual([
        home.key,
        expect.objectContaining({ officeHomePage: home.key, distanceFromOrigin: 0 }),
      ]);
      expect((await get(`/api/reviews?placeId=${textOf(control.GoogleReviewsPlaceId)}`)).statusCode).toBe(200);
    }
  });

  it('finds every blog category and author by the names the blog links use', async () => {
    const posts = seed.pages.filter((page) => page.schema === 'BlogPost');
    const all = (await get('/api/search?filters=type=BlogPost&sort=DatePublished=dec')).json<ContentEnvelope<object>>();
    expect(all.totalResults).toBe(posts.length);
    const names = (field: 'BlogCategories' | 'Authors') =>
      new Set(posts.flatMap((post) => listOf(recordOf(post.page.IGX_Categories)[field]).map((item) => textOf(recordOf(item).Name))));
    for (const category of names('BlogCategories')) {
      const expected = posts.filter((post) =>
        listOf(recordOf(post.page.IGX_Categories).BlogCategories).some(
          (item) => nameKey(textOf(recordOf(item).Name)) === nameKey(category),
        ),
      ).length;
      // The blog links to /blog/category/{name lowercased, spaces removed}.
      const url = `/api/blogindex?categoryName=${encodeURIComponent(category.toLowerCase().replace(/\s+/g, ''))}`;
      expect([category, (await get(url)).json<ContentEnvelope<object>>().totalResults]).toEqual([category, expected]);
      expect(expected).toBeGreaterThan(0);
    }
    for (const author of names('Authors')) {
      const url = `/api/blogindex?author=${encodeURIComponent(author.replace(/\s+/g, ''))}`;
      expect([author, (await get(url)).json<ContentEnvelope<object>>().totalResults > 0]).toEqual([author, true]);
    }
  });
});
