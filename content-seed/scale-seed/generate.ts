// generateScaleSeed: the real seed cloned to N offices and M corporate posts (see README.md here).
import fs from 'node:fs';
import path from 'node:path';
import type { BlogIndex, BlogPost } from '@handyman/contracts';
import { MANIFEST_FILE, MANIFEST_VERSION, type ScaleSeedManifest } from './manifest';
import { cloneOffice, loadOfficeTemplates, type GeneratedOffice, type OfficeTemplate } from './office-clone';
import { officeIdentity } from './office-identity';
import { checkOptions, DEFAULT_RANDOM_SEED, prepareOutDir, SEED_FOLDERS, type ScaleSeedOptions } from './options';
import { authorsOf, categoriesOf, clonePost, PHRASE, postPool } from './post-clone';
import { seededRandom, serialWord } from './random';
import { realSearchTerms } from './search-terms';
import { listFiles, readJson, SeedWriter } from './seed-io';
import { assignTerritories } from './territories';

export { DEFAULT_RANDOM_SEED, LIMITS, ScaleSeedError, type ScaleSeedOptions } from './options';

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

/** The real offices as the manifest lists them. */
function realOffices(templates: OfficeTemplate[]): GeneratedOffice[] {
  return templates.map((t) => {
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
}

/** count offices beyond the real ones, each cloned from a real office (in turn) onto a territory of its own. */
function cloneOffices(count: number, templates: OfficeTemplate[], real: GeneratedOffice[], randomSeed: number, out: SeedWriter) {
  const taken = new Set(real.flatMap((o) => [...o.owned, ...o.allowed]));
  const territories = assignTerritories(count, taken, seededRandom(randomSeed));
  const slugs = new Set(templates.map((t) => t.slug));
  return territories.map((territory, i) =>
    cloneOffice(templates[i % templates.length] as OfficeTemplate, officeIdentity(i, territory, slugs), out),
  );
}

/** count posts beyond the real ones, written out; every post, real first, and the categories in use. */
function clonePosts(count: number, posts: BlogPost[], randomSeed: number, out: SeedWriter) {
  const pool = postPool(posts);
  const postRandom = seededRandom(randomSeed ^ 0x5eed);
  const all = [...posts];
  for (let n = 0; n < count; n++) {
    const post = clonePost(n, pool, postRandom);
    out.writeJson(`pages/${post.SURL}.json`, { BlogPost: post });
    all.push(post);
  }
  return { all, categories: pool.categories };
}

function tallyPosts(all: BlogPost[]) {
  const postsPerCategory: Record<string, number> = {};
  const postsPerYear: Record<string, number> = {};
  const postsPerAuthor: Record<string, number> = {};
  for (const post of all) {
    count(postsPerYear, post.DatePublished.slice(0, 4));
    categoriesOf(post).forEach((c) => count(postsPerCategory, c));
    authorsOf(post).forEach((a) => count(postsPerAuthor, a));
  }
  return { postsPerYear, postsPerCategory, postsPerAuthor };
}

/** The manifest's search queries with their plain-text match counts. */
function searchFacts(all: BlogPost[], realCount: number, generatedPosts: number): ScaleSeedManifest['search'] {
  const texts = all.map(searchText);
  const matches = (query: string) => texts.reduce((n, text) => n + (text.includes(query) ? 1 : 0), 0);
  const rarePost = generatedPosts > 0 ? Math.floor(generatedPosts / 2) : undefined;
  const terms = realSearchTerms(all.slice(0, realCount));
  const rare = rarePost === undefined ? terms.rare : serialWord(rarePost);
  const phrase = generatedPosts > 0 ? PHRASE : terms.phrase;
  return {
    rare: { query: rare, matches: matches(rare), ...(rarePost === undefined ? {} : { path: all[realCount + rarePost]?.SURL }) },
    common: ['home', 'gutter'].map((query) => ({ query, matches: matches(query) })),
    phrase: { query: phrase, matches: matches(phrase) },
  };
}

type OfficeEntry = ScaleSeedManifest['officeList'][number];

function sitemapCounts(officeList: OfficeEntry[], posts: number): ScaleSeedManifest['sitemap'] {
  return {
    officeHomes: officeList.length,
    cityPages: officeList.reduce((n, o) => n + o.cityPages.length, 0),
    officeBlogIndexes: officeList.filter((o) => o.blogPosts.length > 0).length,
    officeBlogPosts: officeList.reduce((n, o) => n + o.blogPosts.length, 0),
    blogPosts: posts,
  };
}

export function generateScaleSeed(options: ScaleSeedOptions): ScaleSeedManifest {
  checkOptions(options);
  const randomSeed = options.randomSeed ?? DEFAULT_RANDOM_SEED;
  const templates = loadOfficeTemplates(options.sourceSeedDir);
  const posts = realPosts(path.join(options.sourceSeedDir, 'pages'));
  prepareOutDir(options.outDir);
  for (const folder of SEED_FOLDERS)
    if (fs.existsSync(path.join(options.sourceSeedDir, folder)))
      fs.cpSync(path.join(options.sourceSeedDir, folder), path.join(options.outDir, folder), { recursive: true });
  const out = new SeedWriter(options.outDir);

  const real = realOffices(templates);
  const generatedOffices = Math.max(0, options.offices - templates.length);
  const generated = cloneOffices(generatedOffices, templates, real, randomSeed, out);
  const generatedPosts = Math.max(0, options.posts - posts.length);
  const { all, categories } = clonePosts(generatedPosts, posts, randomSeed, out);
  const tallies = tallyPosts(all);
  if (generatedPosts > 0)
    updateBlogIndex(
      out,
      categories.filter((c) => c in tallies.postsPerCategory),
    );

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
    ...tallies,
    search: searchFacts(all, posts.length, generatedPosts),
    sitemap: sitemapCounts(officeList, all.length),
  };
  out.writeJson(MANIFEST_FILE, manifest);
  return manifest;
}
