import fs from 'node:fs';
import path from 'node:path';
import type { ContentEnvelope } from '@handyman/contracts';
import { tempDir } from '../../testing/app-kit';
import { seedWith } from '../../testing/seed-kit';
import { lookupUsZip } from '../../zip/zip-centroids';
import type { ContentStore } from '../content-store';
import { SeedError } from '../seed-loader';
import { openContentStore, type ContentDbOptions } from './open-content-store';

let seedDir: string;
let dir: string;
let options: ContentDbOptions;
const opened: ContentStore[] = [];

function open(overrides: Partial<ContentDbOptions> = {}) {
  const result = openContentStore({ ...options, ...overrides });
  opened.push(result.store);
  return result;
}

const title = (store: ContentStore, path: string) =>
  (JSON.parse(store.page(path)?.body ?? '{}') as ContentEnvelope<{ DetailPage: { Title: string } }>).results[0]?.DetailPage.Title;

const OUR_STORY = 'why-choose-us/our-story';

function rewriteOurStory(seed: string, newTitle: string): void {
  const file = path.join(seed, 'pages', `${OUR_STORY}.json`);
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { DetailPage: { Title: string } };
  page.DetailPage.Title = newTitle;
  fs.writeFileSync(file, JSON.stringify(page));
}

beforeEach(() => {
  seedDir = seedWith({});
  dir = tempDir('content-db-');
  options = {
    seedDir,
    contentDbPath: path.join(dir, 'data', 'content.db'),
    publicBaseUrl: 'http://localhost:4210',
    serviceRadiusMiles: 100,
    locate: lookupUsZip,
  };
});

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('openContentStore', () => {
  it('imports the seed on the first start and only opens the database on the next', () => {
    const first = open();
    expect(first.imported).toBe(true);
    expect(first.store.pageCount).toBe(17);
    const second = open();
    expect(second.imported).toBe(false);
    expect(second.store.page('home')).toEqual(first.store.page('home'));
    expect(fs.readdirSync(path.dirname(options.contentDbPath))).toEqual(['content.db']);
  });

  it('imports again when a seed file changes, is added or removed, and serves the new content', () => {
    open();
    rewriteOurStory(seedDir, 'Our longer story, rewritten');
    const changed = open();
    expect(changed.imported).toBe(true);
    expect(title(changed.store, OUR_STORY)).toBe('Our longer story, rewritten');
    fs.rmSync(path.join(seedDir, 'pages', `${OUR_STORY}.json`));
    const removed = open();
    expect(removed.imported).toBe(true);
    expect(removed.store.page(OUR_STORY)).toBeUndefined();
  });

  it('imports again when a setting baked into the import changes', () => {
    open();
    const moved = open({ publicBaseUrl: 'https://content.example.com' });
    expect(moved.imported).toBe(true);
    const mesa = moved.store.offices.find((office) => office.homePage === 'offices/mesa');
    expect(mesa?.listing.SchedulePageLink.URL).toBe('https://content.example.com/scheduling?office=mesa');
  });

  it('keeps serving from a database another start replaced, and the next start sees the new one', () => {
    const old = open();
    const before = title(old.store, OUR_STORY);
    rewriteOurStory(seedDir, 'A new story');
    const next = open();
    expect(next.imported).toBe(true);
    expect(title(old.store, OUR_STORY)).toBe(before);
    expect(title(next.store, OUR_STORY)).toBe('A new story');
  });

  it('stops at a broken seed file, naming it, and leaves the previous database as it was', () => {
    open();
    const previous = fs.readFileSync(options.contentDbPath);
    const broken = path.join(seedDir, 'pages', 'blog', '2024', 'broken.json');
    fs.writeFileSync(broken, '{ "BlogPost": { "Name": ');
    expect(() => open()).toThrow(SeedError);
    expect(() => open()).toThrow(broken);
    expect(fs.readFileSync(options.contentDbPath).equals(previous)).toBe(true);
    expect(fs.readdirSync(path.dirname(options.contentDbPath))).toEqual(['content.db']);
  });

  it('refuses a missing seed folder', () => {
    expect(() => open({ seedDir: path.join(dir, 'nowhere') })).toThrow(/Seed folder not found/);
  });

  it('keeps the seed warnings for every start, not only the one that imported', () => {
    const page = { DetailPage: { Name: 'x', Title: 'X', URL: 'elsewhere', SURL: 'elsewhere' } };
    fs.writeFileSync(path.join(seedDir, 'pages', 'mismatch.json'), JSON.stringify(page));
    const first = open();
    expect(first.store.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/mismatch\.json: SURL "elsewhere"/)]));
    expect(open().store.warnings).toEqual(first.store.warnings);
  });

  it('imports again over a file that is not a content database', () => {
    fs.mkdirSync(path.dirname(options.contentDbPath), { recursive: true });
    fs.writeFileSync(options.contentDbPath, 'not a database');
    const result = open();
    expect(result.imported).toBe(true);
    expect(result.store.page('home')).toBeDefined();
  });
});
