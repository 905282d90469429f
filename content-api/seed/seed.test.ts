// Conformance of the seed content: every page file holds one known schema with its required
// fields, images exist with the declared size, links resolve, and the office and blog data meet
// the product's minimums. Regenerate with content-seed (see its README) when this fails.
import fs from 'node:fs';
import path from 'node:path';
import { lookup } from 'zipcodes';
import {
  asArray,
  pageOfSchema,
  type BlogIndex,
  type BlogPost,
  type FranchiseHomePage,
  type ImageField,
  type PageSchemaName,
  type ReviewsResponse,
  type ServiceDetail,
  type SiteSettingsResource,
} from '@handyman/contracts';
import { loadPages, MEDIA_DIR, mediaSize, pageOf, readJson, SEED_DIR, walkJson, type SeedFile } from './seed-files';
import { checkPage, PLACEHOLDERS, SCHEMA_CHECKS, TRAY_NAMES, type Problems } from './schema-checks';

const pages = loadPages();
const byKey = new Map(pages.map((p) => [p.key, p]));
const settings = readJson<SiteSettingsResource>(path.join(SEED_DIR, 'resources', 'x31.json')).SiteSettings;
const offices = pages.map((p) => pageOfSchema(p.result, 'FranchiseHomePage')).filter((p): p is FranchiseHomePage => p !== undefined);
const posts = pages.map((p) => pageOfSchema(p.result, 'BlogPost')).filter((p): p is BlogPost => p !== undefined);

/** Routes the front end renders without a content page of their own. */
const APP_ROUTES = [/^blog\/(page|search|category|author|year)\/[^/]+/, /^offices\/[^/]+\/local\.json$/, /^your-privacy-choices$/];
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function resolves(url: string): string | undefined {
  const [beforeHash = '', hash = ''] = url.split('#');
  const key = (beforeHash.split('?')[0] ?? '').replace(/^\/|\/$/g, '') || 'home';
  if (APP_ROUTES.some((r) => r.test(key))) return undefined;
  const target = byKey.get(key);
  if (!target) return `no page "${key}"`;
  const service = pageOfSchema(target.result, 'ServiceDetail') as ServiceDetail | undefined;
  if (hash && service && !(service.Accordion ?? []).some((a) => slug(a.Heading.Value) === hash))
    return `no accordion item "#${hash}" on ${key}`;
  return undefined;
}

/**
 * Site-internal link targets in a JSON tree: PageLink URLs, CityURLs and href="/..." in HTML.
 * VirtualLinks leave the site; Folder breadcrumb items are hidden by the front end and have no page.
 */
function linksIn(tree: unknown): [string, string][] {
  const found: [string, string][] = [];
  for (const [at, value] of walkJson(tree)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const rec = value as Record<string, unknown>;
      if (
        typeof rec.URL === 'string' &&
        typeof rec.Name === 'string' &&
        rec.Schema !== 'VirtualLink' &&
        rec.Schema !== 'Folder' &&
        !rec.CustomURL &&
        !/^https?:/.test(rec.URL)
      ) {
        if (!(at.endsWith('SchedulePageLink') && rec.URL === '')) found.push([at, rec.URL]);
      }
      if (typeof rec.CityURL === 'string') found.push([at, rec.CityURL]);
    }
    if (typeof value === 'string') for (const m of value.matchAll(/href="(\/[^"]*)"/g)) found.push([at, m[1] ?? '']);
  }
  return found;
}

describe('seed pages', () => {
  it('holds one known schema per file, keyed by its SURL', () => {
    const problems: Problems = [];
    for (const file of pages) {
      const page = pageOf(file);
      if (Object.keys(file.result).length !== 1) problems.push(`${file.key}: holds ${Object.keys(file.result).length} schemas`);
      if (!(file.schema in SCHEMA_CHECKS)) problems.push(`${file.key}: unknown schema ${file.schema}`);
      const expected = file.key === 'home' ? '' : file.key;
      if (page.SURL !== expected || page.URL !== expected)
        problems.push(`${file.key}: SURL/URL "${String(page.SURL)}" should be "${expected}"`);
      if (typeof page.Name !== 'string' || typeof page.Title !== 'string' || !page.Name || !page.Title)
        problems.push(`${file.key}: Name or Title missing`);
    }
    expect(problems).toEqual([]);
    expect(byKey.get('home')?.schema).toBe('HomePage');
  });

  it('has the required fields of each schema', () => {
    const problems: Problems = [];
    for (const file of pages) checkPage(file.schema, file.result, file.key, problems);
    expect(problems).toEqual([]);
  });

  it('uses every tray type at least once', () => {
    const used = new Set<string>();
    for (const [at, value] of walkJson(pages.map((p) => p.result)))
      if (at.endsWith('TrayName') && typeof value === 'string') used.add(value);
    expect(TRAY_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });

  it('covers the pages the route table needs', () => {
    const required: [string, PageSchemaName][] = [
      ['home', 'HomePage'],
      ['offices', 'OfficesIndex'],
      ['blog', 'BlogIndex'],
      ['services', 'ServicesIndex'],
      ['packages', 'PackagesIndex'],
      ['resources/404', 'DetailPage'],
      ['contact-success', 'DetailPage'],
      ['careers', 'DetailPage'],
      ['test-form-fill-page', 'DetailPage'],
      ['why-choose-us', 'DetailPage'],
      ['why-choose-us/our-story', 'DetailPage'],
      ['why-choose-us/your-team', 'DetailPage'],
      ['why-choose-us/community-matters', 'DetailPage'],
      ['why-choose-us/goals', 'DetailPage'],
      ...[
        'sell-your-home-checklist',
        'faqs',
        'contractor-checklist',
        'home-tips-and-tricks',
        'service-promise',
        'site-map',
        'privacy-policy',
        'terms-and-conditions',
        'privacy-policy/sms-policy',
        'partners',
        'helpful-home-club-terms-and-conditions',
      ].map((p): [string, PageSchemaName] => [`resources/${p}`, 'DetailPage']),
      ['offices/summerlin', 'FranchiseHomePage'],
      ['services/doors-and-windows/doors', 'ServiceDetail'],
      ['services/doors-and-windows/windows', 'ServiceDetail'],
    ];
    expect(required.filter(([key, schema]) => byKey.get(key)?.schema !== schema)).toEqual([]);
    const faq = JSON.stringify(byKey.get('resources/faqs')?.result);
    expect((faq.match(/"Heading"/g) ?? []).length).toBeGreaterThanOrEqual(9);
    expect(pages.filter((p) => p.schema === 'ServiceDetail' && p.key.split('/').length === 2).length).toBeGreaterThanOrEqual(10);
    expect(pages.filter((p) => p.schema === 'ServiceDetail' && p.key.split('/').length === 3).length).toBeGreaterThanOrEqual(4);
    expect(pages.filter((p) => p.schema === 'PackageDetail').length).toBeGreaterThanOrEqual(8);
  });
});

describe('offices', () => {
  const control = (o: FranchiseHomePage) => o.FranchiseCorporateControl;

  it('has at least 10 offices in at least 6 states, summerlin among them', () => {
    expect(offices.length).toBeGreaterThanOrEqual(10);
    expect(new Set(offices.map((o) => control(o).StateAbbreviation.Value)).size).toBeGreaterThanOrEqual(6);
    expect(offices.map((o) => o.SURL)).toContain('offices/summerlin');
  });

  it('keeps slugs, names, phones, ids and territories unique', () => {
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(offices.map((o) => o.SURL.split('/')[1] ?? ''))).toEqual([]);
    for (const field of ['FranchiseName', 'PhoneNumber', 'ClientID', 'ServiceTitanID', 'GoogleReviewsPlaceId'] as const)
      expect(dupes(offices.map((o) => control(o)[field]?.Value ?? ''))).toEqual([]);
    expect(dupes(offices.flatMap((o) => control(o).OwnedZipcodes))).toEqual([]);
  });

  it('uses only ZIP codes the zipcodes package knows', () => {
    const unknown = offices.flatMap((o) =>
      [control(o).ZipCode.Value, ...control(o).OwnedZipcodes, ...control(o).AllowedZipcodes]
        .filter((zip) => !lookup(zip))
        .map((zip) => `${o.SURL}: ${zip}`),
    );
    expect(unknown).toEqual([]);
  });

  it('varies opening hours: a 24/7 office, a by-appointment day, weekend closures', () => {
    const hours = offices.map((o) => control(o).FranchiseOwnersControl.HoursOfOperations);
    expect(hours.some((h) => h.Operates247.Value === 'true')).toBe(true);
    expect(hours.some((h) => Object.values(h).some((d) => 'ByAppointment' in d && d.ByAppointment.Value === 'true'))).toBe(true);
    expect(hours.some((h) => h.Saturday.Closed.Value === 'true' && h.Sunday.Closed.Value === 'true')).toBe(true);
  });

  it('has a reviews file for every office place id', () => {
    for (const o of offices) {
      const id = control(o).GoogleReviewsPlaceId?.Value ?? '';
      const file = path.join(SEED_DIR, 'reviews', `${id}.json`);
      expect(fs.existsSync(file)).toBe(true);
      const reviews = readJson<ReviewsResponse>(file);
      expect(reviews.placeId).toBe(id);
      expect(reviews.franchiseReviews.length).toBeGreaterThan(0);
      expect(reviews.franchiseReviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.reviewDescription)).toBe(true);
    }
  });

  it('gives every office its sub-pages and a campaign, and three or more a local blog', () => {
    const subPages = [
      'our-team',
      'our-work',
      'reviews',
      'offers',
      'why-choose-us',
      'news-and-events',
      'seasonal-services',
      'contact-success',
    ];
    for (const o of offices) {
      expect(subPages.filter((p) => !byKey.has(`${o.SURL}/${p}`))).toEqual([]);
      expect(pages.some((p) => p.key.startsWith(`${o.SURL}/campaign/`))).toBe(true);
      expect(pages.some((p) => p.key.startsWith(`${o.SURL}/promotions/`))).toBe(true);
    }
    const withBlog = offices.filter((o) => byKey.has(`${o.SURL}/blog`));
    expect(withBlog.map((o) => o.SURL)).toContain('offices/summerlin');
    expect(withBlog.length).toBeGreaterThanOrEqual(3);
    for (const o of withBlog) {
      expect(pages.filter((p) => p.schema === 'FranchiseBlogPost' && p.key.startsWith(`${o.SURL}/blog/`)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each office its own news, in words no other office uses', () => {
    const news = offices.map((o) => JSON.stringify(byKey.get(`${o.SURL}/news-and-events`)?.result ?? {}).replace(/offices\/[a-z-]+/g, ''));
    expect(new Set(news).size).toBe(offices.length);
  });

  it('uses only the placeholders the front end replaces', () => {
    const unknown = [...JSON.stringify(pages.filter((p) => p.key.startsWith('offices/')).map((p) => p.result)).matchAll(/\{[A-Za-z]+\}/g)]
      .map((m) => m[0])
      .filter((t) => !PLACEHOLDERS.includes(t));
    expect([...new Set(unknown)]).toEqual([]);
  });
});

describe('blog', () => {
  const words = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('has at least 30 posts over several years, at least 6 categories, each listed on the blog index, and 4+ authors', () => {
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(posts.map((p) => p.DatePublished.slice(0, 4))).size).toBeGreaterThanOrEqual(5);
    const categories = new Set(posts.flatMap((p) => asArray(p.IGX_Categories.BlogCategories).map((c) => c.Name)));
    const authors = new Set(posts.flatMap((p) => asArray(p.IGX_Categories.Authors).map((a) => a.Name)));
    expect(categories.size).toBeGreaterThanOrEqual(6);
    const blogIndex = pageOfSchema(byKey.get('blog')?.result, 'BlogIndex') as
      (BlogIndex & { IGX_Categories?: BlogPost['IGX_Categories'] }) | undefined;
    const listed = new Set(asArray(blogIndex?.IGX_Categories?.BlogCategories).map((c) => c.Name));
    expect([...categories].filter((c) => !listed.has(c))).toEqual([]);
    expect(authors.size).toBeGreaterThanOrEqual(4);
  });

  it('sends categories and authors both as a single object and as a list', () => {
    const shapes = posts.flatMap((p) => [Array.isArray(p.IGX_Categories.BlogCategories), Array.isArray(p.IGX_Categories.Authors)]);
    expect(shapes).toContain(true);
    expect(shapes).toContain(false);
  });

  it('keeps article bodies between 300 and 750 words, most with an image', () => {
    expect(posts.filter((p) => words(p.Post) < 300 || words(p.Post) > 750).map((p) => `${p.SURL}: ${words(p.Post)}`)).toEqual([]);
    expect(posts.filter((p) => p.Image).length / posts.length).toBeGreaterThan(0.75);
    expect(new Set(posts.map((p) => p.CTAColor).filter(Boolean))).toEqual(new Set(['Red', 'Yellow', 'Green']));
  });

  it('includes exactly one post with hostile markup for the sanitiser to remove', () => {
    const hostile = posts.filter((p) => /<script|onerror=|javascript:|<iframe/i.test(p.Post));
    expect(hostile.map((p) => p.SURL)).toEqual(['blog/2023/04/11/spotting-home-repair-scams']);
    const post = hostile[0]?.Post ?? '';
    for (const marker of ['<script>', 'onerror=', 'href="javascript:', '<iframe']) expect(post).toContain(marker);
  });
});

describe('global settings (x31)', () => {
  it('carries the brand, phone, theme and favicons', () => {
    expect(settings.GlobalSettings.BrandName.Value).toBe('Brightwood Handyman');
    expect(settings.TelephoneNumberDisplay.Value).toBe('866-FIX-MY-HOME');
    expect(settings.MainTelephoneNumber.Value).toBe('18663496946');
    expect(settings.GlobalSettings.ThemeColor.Value).toBe('#d02030');
    expect(settings.GlobalSettings.CanonicalBaseURL.Value).toMatch(/^https:\/\//);
    expect(settings.Alerts.DisplayAlert.Value).toBe('False');
    expect(settings.Alerts.AlertText.Value).not.toBe('');
    expect(settings.Header.FormfillTermsText.Value).toMatch(/STOP.*HELP/);
  });

  it('has the header navigation the site expects', () => {
    const nav = settings.Header.MenuTab[0]?.Page ?? [];
    expect(nav.map((p) => p.URL)).toEqual([
      'why-choose-us',
      'services',
      'packages',
      'offices',
      'resources',
      'careers',
      'blog',
      'why-choose-us/goals',
    ]);
    expect(nav.find((p) => p.URL === 'offices')?.Link).toBe('Find A Handyman');
    expect(nav.find((p) => p.URL === 'services')?.Page?.map((p) => p.URL)).toEqual([
      'services#search-by-room',
      'services#search-by-area',
      'services#search-by-service',
    ]);
    expect(nav.find((p) => p.URL === 'resources')?.Page?.length).toBe(7);
  });

  it('has footer columns, social links and legal links', () => {
    const footer = settings.Footer;
    expect(footer.FooterLinkColumns.length).toBeGreaterThanOrEqual(3);
    expect(
      footer.FooterLinkColumns.flatMap((c) => c.Page).some((p) => p.Schema === 'VirtualLink' && p.CustomURL?.startsWith('https://')),
    ).toBe(true);
    expect(footer.Social.Page.map((p) => p.Name)).toEqual(['facebook', 'instagram', 'pinterest', 'twitter', 'linkedin']);
    expect(footer.Social.Page.every((p) => p.CustomURL?.startsWith('https://'))).toBe(true);
    expect(footer.Copyright.Value).toContain('{Year}');
    expect(['CenteredTop', 'InlineLeft']).toContain(footer.FindAnOffice.HeadingAlignment.Value);
  });

  it('has one tag of each purpose, each from the media library (no third party is asked)', () => {
    const tags = settings.SEO.Script.filter((s) => s.Src);
    expect(tags.map((s) => s.purpose)).toEqual(['strictly-necessary', 'analytics', 'advertising']);
    for (const tag of tags) expect(fs.existsSync(path.join(MEDIA_DIR, tag.Src!.split('?')[0]!))).toBe(true);
    expect(settings.SEO.Script.every((s) => s.purpose)).toBe(true);
    expect(settings.SEO.MetaTag.length).toBeGreaterThan(0);
  });
});

describe('images and links', () => {
  const trees: [string, unknown][] = [['resources/x31', settings], ...pages.map((p: SeedFile): [string, unknown] => [p.key, p.result])];

  it('points every image at a generated file of the declared size', () => {
    const problems: Problems = [];
    for (const [key, tree] of trees) {
      for (const [at, value] of walkJson(tree)) {
        if (!value || typeof value !== 'object' || typeof (value as ImageField).Value !== 'string') continue;
        const image = value as ImageField;
        if (!image.Value.startsWith('Images/')) continue;
        const size = mediaSize(image.Value);
        if (!size) problems.push(`${key} ${at}: ${image.Value} does not exist under media/`);
        else if (Number.isNaN(size.width)) problems.push(`${key} ${at}: ${image.Value} lacks width, height or viewBox`);
        else if (image.Width !== undefined && (Number(image.Width) !== size.width || Number(image.Height) !== size.height))
          problems.push(
            `${key} ${at}: ${image.Value} is ${size.width}x${size.height}, content says ${image.Width}x${String(image.Height)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('links only to pages that exist (or to front-end routes)', () => {
    const problems: Problems = [];
    for (const [key, tree] of trees) {
      for (const [at, url] of linksIn(tree)) {
        const problem = resolves(url);
        if (problem) problems.push(`${key} ${at}: ${url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
