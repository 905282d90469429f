import { expect, test } from '@playwright/test';
import { siteSettings } from '../../support/content';
import { crawl, isIndexable, type CrawledPage } from '../../support/crawl';
import { structuredDataIssues } from '../../support/seo-validators';
import { SHELL_URL } from '../../support/stack';

// Every page the site's links reach, read from the server's HTML as a search engine or a link
// preview reads it: social card tags, title and description lengths, one h1, valid structured data.

test.describe.configure({ mode: 'serial' });

let pages: CrawledPage[];
let base: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  base = (await siteSettings(request)).GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  pages = [...(await crawl(SHELL_URL)).values()].filter((page) => isIndexable(page, base));
  expect(pages.length).toBeGreaterThan(250);
});

test('Open Graph and Twitter card tags on every page, from its own title, description and address', () => {
  const problems = pages.flatMap((page) => {
    const { meta } = page;
    const wrong = [
      meta['og:title'] === page.title ? '' : 'og:title',
      meta['og:description'] && page.description.startsWith(meta['og:description'].replace(/…$/, '')) ? '' : 'og:description',
      meta['og:url'] === page.canonical ? '' : 'og:url',
      /^(website|article)$/.test(meta['og:type'] ?? '') ? '' : 'og:type',
      /^https?:\/\/[^/]+\/.+\.(png|jpe?g|webp|svg)/.test(meta['og:image'] ?? '') ? '' : 'og:image',
      meta['twitter:card'] === 'summary_large_image' ? '' : 'twitter:card',
    ].filter(Boolean);
    return wrong.length > 0 ? [`${page.path}: ${wrong.join(', ')}`] : [];
  });
  expect(problems).toEqual([]);
});

test("the site's default share image is served at the size the tags give", async ({ request }) => {
  const home = pages.find((page) => page.path === '/')!;
  expect(home.meta['og:image:width']).toBe('1200');
  expect(home.meta['og:image:height']).toBe('630');
  const image = await request.get(new URL(home.meta['og:image']!).pathname);
  expect(image.status()).toBe(200);
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('titles fit in 60 characters and descriptions in 160; every page has one h1 of its own words', () => {
  expect(pages.filter((page) => page.title.length > 60).map((page) => `${page.title.length} ${page.title}`)).toEqual([]);
  expect(pages.filter((page) => !page.description || page.description.length > 160).map((page) => page.path)).toEqual([]);
  expect(pages.filter((page) => page.h1.length !== 1 || !page.h1[0]).map((page) => `${page.path}: ${page.h1.length} h1`)).toEqual([]);
  // A list or office page's heading says what and where: no heading is shared by many pages.
  const counts = new Map<string, string[]>();
  for (const page of pages) counts.set(page.h1[0]!, [...(counts.get(page.h1[0]!) ?? []), page.path]);
  expect([...counts].filter(([, paths]) => paths.length > 2).map(([heading, paths]) => `${heading}: ${paths.length}`)).toEqual([]);
});

test("every page's structured data is valid schema.org with Google's required fields, and breadcrumbs are in it where shown", async () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const issue of await structuredDataIssues(page.jsonLd)) problems.push(`${page.path}: ${issue.severity} ${issue.message}`);
    const types = page.jsonLd.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
    if (page.html.includes('aria-label="Breadcrumb"') && !types.includes('BreadcrumbList'))
      problems.push(`${page.path}: no BreadcrumbList`);
  }
  expect(problems).toEqual([]);
});
