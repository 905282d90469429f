// generateScaleSeed: the real seed cloned to N offices and M corporate posts (see README.md here).
import fs from 'node:fs';
import path from 'node:path';
import type { BlogIndex, BlogPost } from '@handyman/contracts';
import { MANIFEST_FILE, MANIFEST_VERSION, type ScaleSeedManifest } from './manifest';
import { cloneOffice, loadOfficeTemplates, type GeneratedOffice } from './office-clone';
import { officeIdentity } from './office-identity';
import { authorsOf, categoriesOf, clonePost, PHRASE, postPool } from './post-clone';
import { seededRandom, serialWord } from './random';
import { realSearchTerms } from './search-terms';
import { listFiles, readJson, SeedWriter } from './seed-io';
import { assignTerritories } from './territories';

export interface ScaleSeedOptions {
  /** A seed folder with pages/, resources/ and reviews/ (content-api/seed). */
  sourceSeedDir: string;
  /** Created, or replaced when it holds an earlier generated seed; any other non-empty folder is refused. */
  outDir: string;
  /** Offices in the result; up to the real count, the real offices alone. */
  offices: number;
  /** Corporate blog posts in the result; up to the real count, the real posts alone. */
  posts: number;
  randomSeed?: number;
}

export class ScaleSeedError extends Error {
  override readonly name = 'ScaleSeedError';
}

export const LIMITS = { offices: 10_000, posts: 1_000_000 };
export const DEFAULT_RANDOM_SEED = 22;
const SEED_FOLDERS = ['pages', 'resources', 'reviews'];

function checkOptions(o: ScaleSeedOptions): void {
  const problems: string[] = [];
  for (const key of ['offices', 'posts'] as const)
    if (!Number.isInteger(o[key]) || o[key] < 0 || o[key] > LIMITS[key])
      problems.push(`${key} must be a whole number from 0 to ${LIMITS[key]}, got ${o[key]}`);
  if (o.randomSeed !== undefined && !Number.isInteger(o.randomSeed))
    problems.push(`randomSeed must be a whole number, got ${o.randomSeed}`);
  if (!fs.existsSync(path.join(o.sourceSeedDir, 'pages', 'offices')))
    problems.push(`${o.sourceSeedDir} is not a seed folder (no pages/offices in it)`);
  if (path.resolve(o.outDir) === path.resolve(o.sourceSeedDir)) problems.push('outDir must not be the source seed folder');
  if (problems.length > 0) throw new ScaleSeedError(problems.join('; '));
}

/** Empties outDir when it is missing, empty or an earlier generated seed; refuses anything else. */
function prepareOutDir(outDir: string): void {
  if (fs.existsSync(outDir)) {
    const entries = fs.readdirSync(outDir);
    if (entries.length > 0 && !entries.includes(MANIFEST_FILE))
      throw new ScaleSeedError(`${outDir} is not empty and holds no ${MANIFEST_FILE}: refusing to replace it`);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  fs.mkdirSync(outDir, { recursive: true });
}

function realPosts(pagesDir: string): BlogPost[] {
  return listFiles(path.join(pagesDir, 'blog'))
    .filter((rel) => rel.endsWith('.json'))
    .map((rel) => readJson<{ BlogPost?: BlogPost }>(path.join(pagesDir, 'blog', rel)).BlogPost)
    .filter((post): post is BlogPost => post !== undefined);
}

const count = (tally: Record<string, number>, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};
/** The words a reader sees: tags gone, spaces collapsed, lowercased. */
const searchText = (p: BlogPost) =>
  `${p.Heading} ${p.Title} ${p.Description ?? ''} ${p.Post.replace(/<[^>]*>/g, ' ')}`.replace(/\s+/g, ' ').toLowerCase();

/** Lists every category the posts use on the blog index, as the real seed does. */
function updateBlogIndex(out: SeedWriter, categories: string[]): void {
  const file = path.join(out.root, 'pages', 'blog.json');
  if (!fs.existsSync(file)) return;
  const index = readJson<{ BlogIndex: BlogIndex & { IGX_Categories?: { BlogCategories?: { Name: string }[] } } }>(file);
  index.BlogIndex.IGX_Categories = { BlogCategories: categories.map((Name) => ({ Name })) };
  out.writeJson('pages/blog.json', index);
}

export function generateScaleSeed(options: ScaleSeedOptions): ScaleSeedManifest {
  checkOptions(options);
  const randomSeed = options.randomSeed ?? DEFAULT_RANDOM_SEED;
  const sourcePages = path.join(options.sourceSeedDir, 'pages');
  const templates = loadOfficeTemplates(options.sourceSeedDir);
  const posts = realPosts(sourcePages);
  prepareOutDir(options.outDir);
  for (const folder of SEED_FOLDERS)
    if (fs.existsSync(path.join(options.sourceSeedDir, folder)))
      fs.cpSync(path.join(options.sourceSeedDir, folder), path.join(options.outDir, folder), { recursive: true });
  const out = new SeedWriter(options.outDir);

  const real: GeneratedOffice[] = templates.map((t) => {
    const homePath = `offices/${t.slug}`;
    const rels = t.pages.map((p) => p.rel.replace(/\.json$/, ''));
    return {
      path: homePath,
      name: t.control.FranchiseName?.Value ?? '',
      city: t.control.City.Value,
      state: t.control.StateAbbreviation.Value,
      zip: t.control.ZipCode.Value,
      owned: t.control.OwnedZipcodes,
      allowed: t.control.AllowedZipcodes,
      cityPages: rels.filter((p) => p.startsWith(`${homePath}/city/`)),
      blogPosts: rels.filter((p) => p.startsWith(`${homePath}/blog/`)),
      pages: rels.length + 1,
    };
  });
  const generatedOffices = Math.max(0, options.offices - templates.length);
  const taken = new Set(real.flatMap((o) => [...o.owned, ...o.allowed]));
  const territories = assignTerritories(generatedOffices, taken, seededRandom(randomSeed));
  const slugs = new Set(templates.map((t) => t.slug));
  const generated = territories.map((territory, i) =>
    cloneOffice(templates[i % templates.length] as (typeof templates)[number], officeIdentity(i, territory, slugs), out),
  );

  const generatedPosts = Math.max(0, options.posts - posts.length);
  const pool = postPool(posts);
  const postRandom = seededRandom(randomSeed ^ 0x5eed);
  const all = [...posts];
  for (let n = 0; n < generatedPosts; n++) {
    const post = clonePost(n, pool, postRandom);
    out.writeJson(`pages/${post.SURL}.json`, { BlogPost: post });
    all.push(post);
  }
  const postsPerCategory: Record<string, number> = {};
  const postsPerYear: Record<string, number> = {};
  const postsPerAuthor: Record<string, number> = {};
  for (const post of all) {
    count(postsPerYear, post.DatePublished.slice(0, 4));
    categoriesOf(post).forEach((c) => count(postsPerCategory, c));
    authorsOf(post).forEach((a) => count(postsPerAuthor, a));
  }
  if (generatedPosts > 0)
    updateBlogIndex(
      out,
      pool.categories.filter((c) => c in postsPerCategory),
    );

  const texts = all.map(searchText);
  const matches = (query: string) => texts.reduce((n, text) => n + (text.includes(query) ? 1 : 0), 0);
  const rarePost = generatedPosts > 0 ? Math.floor(generatedPosts / 2) : undefined;
  const terms = realSearchTerms(posts);
  const rare = rarePost === undefined ? terms.rare : serialWord(rarePost);
  const phrase = generatedPosts > 0 ? PHRASE : terms.phrase;
  const officeList = [...real.map((o) => ({ ...o, generated: false })), ...generated.map((o) => ({ ...o, generated: true }))];
  const officesPerState: Record<string, number> = {};
  officeList.forEach((o) => count(officesPerState, o.state));
  const manifest: ScaleSeedManifest = {
    generator: 'scale-seed',
    version: MANIFEST_VERSION,
    randomSeed,
    offices: officeList.length,
    posts: all.length,
    generatedOffices,
    generatedPosts,
    pages: listFiles(path.join(options.outDir, 'pages')).length,
    officeList,
    officesPerState,
    postsPerYear,
    postsPerCategory,
    postsPerAuthor,
    search: {
      rare: { query: rare, matches: matches(rare), ...(rarePost === undefined ? {} : { path: all[posts.length + rarePost]?.SURL }) },
      common: ['home', 'gutter'].map((query) => ({ query, matches: matches(query) })),
      phrase: { query: phrase, matches: matches(phrase) },
    },
    sitemap: {
      officeHomes: officeList.length,
      cityPages: officeList.reduce((n, o) => n + o.cityPages.length, 0),
      officeBlogIndexes: officeList.filter((o) => o.blogPosts.length > 0).length,
      officeBlogPosts: officeList.reduce((n, o) => n + o.blogPosts.length, 0),
      blogPosts: all.length,
    },
  };
  out.writeJson(MANIFEST_FILE, manifest);
  return manifest;
}
