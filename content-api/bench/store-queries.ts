import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BlogFacets } from '@handyman/contracts';
import type { ContentStore, ListRequest } from '../src/content/content-store';
import { openContentStore } from '../src/content/db/open-content-store';
import { DEFAULT_SORT } from '../src/content/list-query';
import { nameKey } from '../src/content/text-keys';
import { lookupUsZip } from '../src/zip/zip-centroids';
import { describeMachine } from './report';

// The content store's own cost at a given seed, without HTTP: import, open, memory, and p50/p99
// of the list and search queries the site makes. `BENCH_STORE_SEED=<folder>` (a seed written by
// content-seed/scale-seed; default the real seed), results in bench/results/content-api-store-<offices>-<posts>.md.

const PACKAGE_DIR = path.join(__dirname, '..');
const SEED = process.env.BENCH_STORE_SEED ?? path.join(PACKAGE_DIR, 'seed');
const ROUNDS = Number(process.env.BENCH_STORE_ROUNDS ?? 200);
const REAL_SEED = path.join(PACKAGE_DIR, 'seed');
const RESULTS_DIR = path.join(PACKAGE_DIR, '..', 'bench', 'results');

interface Figure {
  name: string;
  /** The first run: statements not prepared yet and totals not yet remembered. */
  first: number;
  p50: number;
  p99: number;
  max: number;
}

const ms = (value: number) => Math.round(value * 1000) / 1000;

function time(name: string, run: (round: number) => unknown): Figure {
  const started = performance.now();
  run(0);
  const first = performance.now() - started;
  for (let round = 1; round < 10; round += 1) run(round);
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    run(round);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const at = (fraction: number) => timings[Math.min(timings.length - 1, Math.ceil(fraction * timings.length) - 1)] ?? Number.NaN;
  return { name, first: ms(first), p50: ms(at(0.5)), p99: ms(at(0.99)), max: ms(timings.at(-1) ?? Number.NaN) };
}

const facetsOf = (store: ContentStore) => JSON.parse(store.blogFacets().body) as BlogFacets;

function figures(store: ContentStore): Figure[] {
  const facets = facetsOf(store);
  const list: ListRequest = { page: 1, resultsPerPage: 10, sort: DEFAULT_SORT, summary: false };
  const summary: ListRequest = { ...list, summary: true };
  const pick = <T>(items: readonly T[], round: number): T => items[round % items.length] as T;
  const categories = facets.categories.map((facet) => nameKey(facet.name));
  const authors = facets.authors.map((facet) => nameKey(facet.name));
  const years = facets.years.map((facet) => Number(facet.name));
  const common = ['home', 'repair', 'gutter', 'paint', 'door'];
  const deepPage = Math.max(1, Math.floor(facets.totalPosts / 10 / 2));
  const paths = store.listPaths('', { page: 1, resultsPerPage: 10_000 }).entries.map((entry) => entry.path);
  return [
    time('page by path', (round) => store.page(pick(paths, round * 7919))),
    time('all posts, newest first, page 1', () => store.search('BlogPost', undefined, list)),
    time(`all posts, newest first, page ${deepPage} (deep)`, () => store.search('BlogPost', undefined, { ...list, page: deepPage })),
    time('all posts by title, page 1', () => store.search('BlogPost', undefined, { ...list, sort: { field: 'title', direction: 'asc' } })),
    time('category list, page 1 (summaries)', (round) => store.blogIndex({ category: pick(categories, round) }, summary)),
    time('author list, page 1 (summaries)', (round) => store.blogIndex({ author: pick(authors, round) }, summary)),
    time('year list, page 1 (summaries)', (round) => {
      const year = pick(years, round);
      return store.blogIndex({ from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) - 1 }, summary);
    }),
    time('search a common word, newest first', (round) => store.search('BlogPost', pick(common, round), summary)),
    time('search a common word, relevance', (round) =>
      store.search('BlogPost', pick(common, round), { ...summary, sort: { field: 'relevance', direction: 'desc' } }),
    ),
    time('search two words', (round) => store.search('BlogPost', `${pick(common, round)} ${pick(common, round + 1)}`, summary)),
    time('search a phrase', () => store.search('BlogPost', '"seasonal punch list"', summary)),
    time('search a prefix', (round) => store.search('BlogPost', `${pick(common, round).slice(0, 3)}*`, summary)),
    time('search a word found nowhere', () => store.search('BlogPost', 'xylophonic', summary)),
    time('path index, 1,000 under blog/', (round) => store.listPaths('blog', { page: 1 + (round % 5), resultsPerPage: 1000 })),
    time('ZIP lookup (uncached ZIPs)', (round) => store.nearest.answer(String(10000 + ((round * 7919) % 89999)).padStart(5, '0'))),
  ];
}

function main(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-store-bench-'));
  const options = {
    seedDir: SEED,
    // BENCH_STORE_DB keeps the imported database between runs (it is imported again only when the seed changed).
    contentDbPath: process.env.BENCH_STORE_DB ?? path.join(dir, 'content.db'),
    publicBaseUrl: 'http://localhost:4000',
    serviceRadiusMiles: 100,
    locate: lookupUsZip,
  };
  try {
    let start = performance.now();
    const first = openContentStore(options);
    first.store.close();
    const importMs = first.imported ? performance.now() - start : undefined;
    const rssBefore = process.memoryUsage().rss;
    start = performance.now();
    const { store } = openContentStore(options);
    const openMs = performance.now() - start;
    const openRssMb = Math.round((process.memoryUsage().rss - rssBefore) / 2 ** 20);
    const dbMb = Math.round(fs.statSync(options.contentDbPath).size / 2 ** 20);
    const results = figures(store);
    const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    store.close();
    const machine = describeMachine();
    const lines = [
      '# content-api content store',
      '',
      `Recorded by \`npm run bench:store -w content-api\` on ${new Date().toISOString()}: ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}.`,
      `Seed: ${SEED === REAL_SEED ? 'content-api/seed (the real seed)' : `a generated seed (${path.basename(SEED)})`}, ${store.pageCount} pages, ${store.offices.length} offices.`,
      '',
      `Import (first start): ${importMs === undefined ? 'not measured (database kept from an earlier run)' : `${Math.round(importMs)} ms`}; database ${dbMb} MB. A start with the seed unchanged: ${Math.round(openMs)} ms, ${openRssMb} MB more resident memory; ${rssMb} MB resident after the queries.`,
      '',
      `| query (in process, no HTTP; ${ROUNDS} runs after 10 warm-up) | first run ms | p50 ms | p99 ms | max ms |`,
      '| --- | ---: | ---: | ---: | ---: |',
      ...results.map((figure) => `| ${figure.name} | ${figure.first} | ${figure.p50} | ${figure.p99} | ${figure.max} |`),
      '',
      'Lists and search pages are 10 items. Queries rotate through a few values (5 common words, every category, author and year), so after the first rounds their totals are remembered: the first-run column shows a total counted. The machine has 2 cores shared with other work, so p99 and max show its noise.',
      '',
    ];
    // One file per size: content-api-store-12-35.md for the real seed, -3500-50000 for a large one.
    const file = path.join(RESULTS_DIR, `content-api-store-${store.offices.length}-${facetsOf(store).totalPosts}.md`);
    fs.writeFileSync(file, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main();
