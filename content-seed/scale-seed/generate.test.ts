// The scale seed generator: a 200-office / 3,000-post seed has distinct real territories, unique
// paths and a manifest that matches its files. content-api's large-seed tests run the seed's schema
// checks on the same seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lookup } from 'zipcodes';
import type { BlogPost, FranchiseHomePage, PageResult, PageSchemaName } from '@handyman/contracts';
import { generateScaleSeed, ScaleSeedError } from './generate';
import { listFiles, readJson } from './seed-io';

const SOURCE = path.join(__dirname, '..', '..', 'content-api', 'seed');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-seed-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Page {
  key: string;
  schema: PageSchemaName;
  result: PageResult;
}

function pagesOf(dir: string): Page[] {
  return listFiles(path.join(dir, 'pages')).map((rel) => {
    const result = readJson<PageResult>(path.join(dir, 'pages', rel));
    return { key: rel.replace(/\.json$/, ''), schema: Object.keys(result)[0] as PageSchemaName, result };
  });
}
const pageOf = <T>(page: Page) => Object.values(page.result)[0] as T;

describe('a 200-office / 3,000-post seed', () => {
  const dir = path.join(tmp, 'big');
  const manifest = generateScaleSeed({ sourceSeedDir: SOURCE, outDir: dir, offices: 200, posts: 3000 });
  const pages = pagesOf(dir);
  const offices = pages.filter((p) => p.schema === 'FranchiseHomePage').map((p) => pageOf<FranchiseHomePage>(p));
  const posts = pages.filter((p) => p.schema === 'BlogPost').map((p) => pageOf<BlogPost>(p));

  it('has the offices and posts asked for, as the manifest says', () => {
    expect(offices).toHaveLength(200);
    expect(posts).toHaveLength(3000);
    expect([manifest.offices, manifest.posts, manifest.pages]).toEqual([200, 3000, pages.length]);
    expect(manifest.officeList.map((o) => o.path).sort()).toEqual(offices.map((o) => o.SURL).sort());
    const years: Record<string, number> = {};
    for (const p of posts) years[p.DatePublished.slice(0, 4)] = (years[p.DatePublished.slice(0, 4)] ?? 0) + 1;
    expect(manifest.postsPerYear).toEqual(years);
    expect(Object.values(manifest.postsPerCategory).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3000);
  });

  it('gives every office a territory of real ZIP codes no other office has', () => {
    const zips = offices.flatMap((o) => [...o.FranchiseCorporateControl.OwnedZipcodes, ...o.FranchiseCorporateControl.AllowedZipcodes]);
    expect(new Set(zips).size).toBe(zips.length);
    expect(zips.filter((zip) => !lookup(zip))).toEqual([]);
    for (const o of offices) {
      const control = o.FranchiseCorporateControl;
      expect(control.OwnedZipcodes.length).toBeGreaterThan(0);
      expect(control.AllowedZipcodes.length).toBeGreaterThan(0);
    }
    const byPath = new Map(offices.map((o) => [o.SURL, o.FranchiseCorporateControl]));
    for (const o of manifest.officeList) expect(byPath.get(o.path)?.OwnedZipcodes).toEqual(o.owned);
    expect(Object.keys(manifest.officesPerState).length).toBeGreaterThan(30);
  });

  it('keeps paths, slugs and office identifiers unique', () => {
    const keys = pages.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(pages.filter((p) => pageOf<{ SURL: string }>(p).SURL !== (p.key === 'home' ? '' : p.key)).map((p) => p.key)).toEqual([]);
    for (const field of ['FranchiseName', 'PhoneNumber', 'ClientID', 'ServiceTitanID', 'GoogleReviewsPlaceId'] as const) {
      const values = offices.map((o) => o.FranchiseCorporateControl[field]?.Value);
      expect(new Set(values).size).toBe(offices.length);
    }
  });

  it('writes the city pages, office blogs and reviews the manifest lists', () => {
    const keys = new Set(pages.map((p) => p.key));
    const listed = manifest.officeList.flatMap((o) => [...o.cityPages, ...o.blogPosts]);
    expect(listed.filter((key) => !keys.has(key))).toEqual([]);
    expect(manifest.sitemap.cityPages).toBe(pages.filter((p) => /^offices\/[^/]+\/city\//.test(p.key)).length);
    expect(manifest.sitemap.officeBlogPosts).toBe(pages.filter((p) => p.schema === 'FranchiseBlogPost').length);
    for (const o of offices) {
      const cities = o.ServiceCitySEO ?? [];
      expect(cities.filter((c) => !keys.has(c.CityURL))).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'reviews', `${o.FranchiseCorporateControl.GoogleReviewsPlaceId?.Value}.json`))).toBe(true);
    }
  });

  it('rewrites every text of a cloned office for the new office', () => {
    const real = new Set(fs.readdirSync(path.join(SOURCE, 'pages', 'offices')).map((f) => `offices/${f.replace(/\.json$/, '')}`));
    const templates = offices.filter((o) => real.has(o.SURL)).map((o) => o.FranchiseCorporateControl);
    const clones = pages.filter((p) => p.key.startsWith('offices/') && !real.has(p.key.split('/').slice(0, 2).join('/')));
    const text = JSON.stringify(clones.map((p) => p.result));
    for (const c of templates) {
      expect(text).not.toContain(c.FranchiseName?.Value);
      expect(text).not.toContain(c.PhoneNumber.Value);
      expect(text).not.toContain(`"offices/${c.Located_in?.Value.toLowerCase().replace(/ /g, '-')}`);
    }
  });

  it('spreads posts over years before 2020 and over more categories and authors than the real seed', () => {
    expect(Object.keys(manifest.postsPerYear).sort()[0]).toBe('2008');
    expect(Object.keys(manifest.postsPerCategory).length).toBeGreaterThan(20);
    expect(Object.keys(manifest.postsPerAuthor).length).toBeGreaterThan(10);
    expect(manifest.search.rare.matches).toBe(1);
    expect(posts.find((p) => p.SURL === manifest.search.rare.path)?.Post).toContain(manifest.search.rare.query);
    expect(manifest.search.common[0]?.matches).toBeGreaterThan(1500);
    expect(manifest.search.phrase.matches).toBeGreaterThan(0);
  });

  it('points every image at a file under content-api/media, or a photo cut from its small pool', () => {
    const media = path.join(SOURCE, '..', 'media');
    const derived = (
      JSON.parse(fs.readFileSync(path.join(media, 'derived-media.json'), 'utf8')) as { images: Record<string, { from: string }> }
    ).images;
    const images = new Set(pages.flatMap((p) => [...JSON.stringify(p.result).matchAll(/"(Images\/[^"]+)"/g)].map((m) => m[1] as string)));
    expect(images.size).toBeGreaterThan(20);
    const stored = (image: string): boolean => fs.existsSync(path.join(media, derived[image]?.from ?? image));
    expect([...images].filter((image) => !stored(image))).toEqual([]);
    // The 200 offices reuse the pool: their photos come from the same few files as the demo offices'.
    const pool = new Set([...images].flatMap((image) => (derived[image] ? [derived[image].from] : [])));
    expect(pool.size).toBeGreaterThan(5);
    expect(pool.size).toBeLessThanOrEqual(15);
  });
});

describe('generateScaleSeed', () => {
  it('leaves the real seed as it is at 12 offices and 35 posts', () => {
    const dir = path.join(tmp, 'real');
    const manifest = generateScaleSeed({ sourceSeedDir: SOURCE, outDir: dir, offices: 12, posts: 35 });
    expect([manifest.generatedOffices, manifest.generatedPosts]).toEqual([0, 0]);
    const files = listFiles(path.join(SOURCE, 'pages'));
    expect(listFiles(path.join(dir, 'pages'))).toEqual(files);
    for (const rel of files)
      expect(fs.readFileSync(path.join(dir, 'pages', rel), 'utf8')).toBe(fs.readFileSync(path.join(SOURCE, 'pages', rel), 'utf8'));
  });

  it('is deterministic for a random seed and differs for another', () => {
    const make = (name: string, randomSeed: number) =>
      generateScaleSeed({ sourceSeedDir: SOURCE, outDir: path.join(tmp, name), offices: 30, posts: 80, randomSeed });
    const a = make('a', 7);
    expect(make('b', 7)).toEqual(a);
    expect(make('c', 8).officeList).not.toEqual(a.officeList);
    expect(fs.readFileSync(path.join(tmp, 'a', 'pages', `${a.officeList[20]?.path}.json`), 'utf8')).toBe(
      fs.readFileSync(path.join(tmp, 'b', 'pages', `${a.officeList[20]?.path}.json`), 'utf8'),
    );
  });

  it('refuses bad input with a clear error and keeps a folder it did not make', () => {
    const mine = path.join(tmp, 'mine');
    fs.mkdirSync(mine);
    fs.writeFileSync(path.join(mine, 'notes.txt'), 'keep me');
    const run = (options: Partial<Parameters<typeof generateScaleSeed>[0]>) => () =>
      generateScaleSeed({ sourceSeedDir: SOURCE, outDir: path.join(tmp, 'out'), offices: 20, posts: 40, ...options });
    expect(run({ outDir: mine })).toThrow(/not empty/);
    expect(fs.readFileSync(path.join(mine, 'notes.txt'), 'utf8')).toBe('keep me');
    expect(run({ offices: -1 })).toThrow(ScaleSeedError);
    expect(run({ posts: 1.5 })).toThrow(/posts must be a whole number/);
    expect(run({ offices: 50_000 })).toThrow(/offices must be a whole number from 0 to/);
    expect(run({ sourceSeedDir: tmp })).toThrow(/not a seed folder/);
  });
});
