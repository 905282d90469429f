// content-api calls: latency of each kind one at a time, then the same calls while four searches run.
import { CONTENT_API } from './stack.mjs';
import { percentile, round, sample, summary, timed } from './measure.mjs';

const RESULTS_PER_PAGE = 10;
const search = (params) =>
  `${CONTENT_API}/api/search?${new URLSearchParams({ filters: 'type=BlogPost', sort: 'DatePublished=dec', resultsPerPage: String(RESULTS_PER_PAGE), ...params })}`;
const biggest = (tally) => Object.entries(tally).sort((a, b) => b[1] - a[1])[0]?.[0];

/** The calls measured, each a function of the sample number that answers a URL. */
export function apiCalls(manifest, posts) {
  const offices = manifest.officeList;
  const pagePaths = offices.flatMap((o, i) => [o.path, o.cityPages[0] ?? o.path, posts[(i * 7919) % posts.length] ?? o.path]);
  const zips = offices.flatMap((o) => o.owned.slice(0, 2));
  const deepPage = Math.max(1, Math.ceil(manifest.posts / RESULTS_PER_PAGE));
  const categories = Object.keys(manifest.postsPerCategory);
  return {
    deepPage,
    calls: {
      page: (i) => `${CONTENT_API}/api/page?path=${encodeURIComponent(pagePaths[(i * 31) % pagePaths.length])}`,
      'list (first page)': () => search({ page: '1' }),
      'list (deep page)': () => search({ page: String(deepPage) }),
      'category (largest)': () =>
        `${CONTENT_API}/api/blogindex?${new URLSearchParams({ categoryName: biggest(manifest.postsPerCategory) })}`,
      'category (any)': (i) => `${CONTENT_API}/api/blogindex?${new URLSearchParams({ categoryName: categories[i % categories.length] })}`,
      'search rare word': () => search({ query: manifest.search.rare.query }),
      'search common word': () => search({ query: manifest.search.common[0].query }),
      'search phrase': () => search({ query: `"${manifest.search.phrase.query}"` }),
      'ZIP lookup': (i) => `${CONTENT_API}/external-services/zip-code-lookup?zipCode=${zips[(i * 13) % zips.length]}`,
    },
  };
}

/** How many posts each search finds, beside how many hold its words as plain text (the manifest's count). */
export async function searchCounts(manifest) {
  const count = async (query) => JSON.parse(Buffer.from((await timed(search({ query }))).body).toString()).totalResults ?? null;
  const { rare, common, phrase } = manifest.search;
  return {
    rare: { query: rare.query, found: await count(rare.query), expected: rare.matches },
    common: { query: common[0].query, found: await count(common[0].query), expected: common[0].matches },
    phrase: { query: `"${phrase.query}"`, found: await count(`"${phrase.query}"`), expected: phrase.matches },
  };
}

export async function measureCalls(calls) {
  const out = {};
  for (const [name, next] of Object.entries(calls)) {
    await timed(next(0)); // the first of a kind may fill a cache
    out[name] = await sample(next);
  }
  return out;
}

/**
 * Four clients search (the common word, then pages of it) for `seconds` while one more calls page,
 * list and ZIP lookup one after another: search throughput and the other calls' latency under it.
 */
export async function measureUnderSearch(manifest, calls, seconds = 8) {
  const until = performance.now() + seconds * 1000;
  const query = manifest.search.common[0].query;
  let searches = 0;
  const searchers = Array.from({ length: 4 }, async (_, worker) => {
    for (let i = 0; performance.now() < until; i++) {
      await timed(search({ query, page: String(1 + ((i + worker) % 3)) }));
      searches++;
    }
  });
  const others = [];
  const other = (async () => {
    const kinds = [calls.page, calls['list (first page)'], calls['ZIP lookup']];
    for (let i = 0; performance.now() < until; i++) others.push((await timed(kinds[i % kinds.length](i))).ms);
  })();
  const started = performance.now();
  await Promise.all([...searchers, other]);
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: round(elapsed),
    searchesPerSecond: round(searches / elapsed),
    otherCalls: summary(others),
    otherP99: round(percentile(others, 99), 2),
  };
}
