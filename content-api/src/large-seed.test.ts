import type {
  BlogFacets,
  BlogPost,
  ContentEnvelope,
  OfficeListing,
  OfficeState,
  PathIndexEntry,
  ZipLookupResponse,
} from '@handyman/contracts';
import { ZIP_LOOKUP_MAX_OFFICES } from '@handyman/contracts';
import { openContentStore } from './content/db/open-content-store';
import { largeSeed, type LargeSeed } from './testing/large-seed';
import { makeTestApp, type TestApp } from './testing/app-kit';
import { lookupUsZip } from './zip/zip-centroids';

// The service on a generated seed of 200 offices and 3,000 posts: lists, search, facets, path
// index, office directory and ZIP lookup answer what the generator's manifest says the seed holds.

let seed: LargeSeed;
let t: TestApp;
beforeAll(() => {
  seed = largeSeed(200, 3_000);
  t = makeTestApp({ seedDir: seed.dir, contentDbPath: seed.contentDbPath, publicBaseUrl: 'http://localhost:4000' });
}, 300_000);
afterAll(() => t.close());

type Post = { BlogPost: BlogPost };

async function get<T>(url: string, query: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, query });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json<T>();
}

const posts = (query: Record<string, string>) => get<ContentEnvelope<Post>>('/api/search', { filters: 'type=BlogPost', ...query });
const blogIndex = (query: Record<string, string>) => get<ContentEnvelope<Post>>('/api/blogindex', query);
const dates = (envelope: ContentEnvelope<Post>) => envelope.results.map((item) => Date.parse(item.BlogPost.DatePublished));
const isNewestFirst = (times: number[]) => times.every((time, index) => index === 0 || (times[index - 1] ?? 0) >= time);

describe('content-api on a generated seed of 200 offices and 3,000 posts', () => {
  it('imports every page once; a second start only opens the database', () => {
    expect(t.content.pageCount).toBe(seed.manifest.pages);
    const again = openContentStore({
      seedDir: seed.dir,
      contentDbPath: seed.contentDbPath,
      publicBaseUrl: 'http://localhost:4000',
      serviceRadiusMiles: 100,
      locate: lookupUsZip,
    });
    expect(again.imported).toBe(false);
    again.store.close();
  });

  it('lists every post newest first, to the last page', async () => {
    const first = await posts({ resultsPerPage: '100' });
    expect(first.totalResults).toBe(seed.manifest.posts);
    expect(isNewestFirst(dates(first))).toBe(true);
    const last = await posts({ resultsPerPage: '100', page: '30' });
    expect(last.results).toHaveLength(100);
    expect(isNewestFirst([...dates(first), ...dates(last)])).toBe(true);
    expect((await posts({ resultsPerPage: '100', page: '31' })).results).toEqual([]);
    const oldest = await posts({ resultsPerPage: '1', sort: 'DatePublished=asc' });
    expect(oldest.results[0]?.BlogPost.Name).toBe(last.results.at(-1)?.BlogPost.Name);
  });

  it('sorts by title and by update date across pages', async () => {
    const titles = [...(await posts({ sort: 'Title=asc', resultsPerPage: '100', page: '7' })).results].map((item) =>
      item.BlogPost.Title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const updated = (await posts({ sort: 'DateUpdated=dec', resultsPerPage: '100', page: '3' })).results.map((item) =>
      Date.parse(item.BlogPost.DateUpdated ?? item.BlogPost.DatePublished),
    );
    expect(isNewestFirst(updated)).toBe(true);
  });

  it('finds the post holding a rare word, and a phrase only where its words stand together', async () => {
    const { rare, phrase } = seed.manifest.search;
    const found = await posts({ query: rare.query });
    expect(found.results.map((item) => item.BlogPost.URL)).toEqual([rare.path]);
    const quoted = await posts({ query: `"${phrase.query}"` });
    const words = await posts({ query: phrase.query });
    expect(quoted.totalResults).toBeGreaterThanOrEqual(phrase.matches);
    expect(words.totalResults).toBeGreaterThanOrEqual(quoted.totalResults);
    expect(isNewestFirst(dates(quoted))).toBe(true);
  });

  it('counts and pages a common word newest first, and ranks it with sort=relevance', async () => {
    for (const { query, matches } of seed.manifest.search.common) {
      const newest = await posts({ query, resultsPerPage: '50' });
      // The manifest counts substrings ("homeowner" holds "home"); the index counts words and their stems.
      expect(newest.totalResults).toBeGreaterThan(matches * 0.9);
      expect((await posts({ query: `${query}*` })).totalResults).toBeGreaterThanOrEqual(newest.totalResults);
      expect(isNewestFirst(dates(newest))).toBe(true);
      const deep = await posts({ query, resultsPerPage: '50', page: String(Math.ceil(newest.totalResults / 50)) });
      expect(deep.results.length).toBe(newest.totalResults - 50 * (Math.ceil(newest.totalResults / 50) - 1));
      const ranked = await posts({ query, sort: 'relevance', resultsPerPage: '20' });
      expect(ranked.totalResults).toBe(newest.totalResults);
      expect(ranked.results.filter((item) => item.BlogPost.Title.toLowerCase().includes(query)).length).toBeGreaterThan(0);
    }
  });

  it('answers search and list pages without bodies when asked for summaries', async () => {
    const summary = await posts({ query: 'gutter', fields: 'summary', resultsPerPage: '100' });
    expect(summary.results.every((item) => !Object.hasOwn(item.BlogPost, 'Post') && item.BlogPost.Heading !== '')).toBe(true);
  });

  it('lists each year, category and author with the manifest counts, matching the blog facets', async () => {
    const facets = await get<BlogFacets>('/api/blogfacets');
    expect(facets.totalPosts).toBe(seed.manifest.posts);
    expect(Object.fromEntries(facets.years.map((facet) => [facet.name, facet.count]))).toEqual(seed.manifest.postsPerYear);
    expect(Object.fromEntries(facets.categories.map((facet) => [facet.name, facet.count]))).toEqual(seed.manifest.postsPerCategory);
    expect(Object.fromEntries(facets.authors.map((facet) => [facet.name, facet.count]))).toEqual(seed.manifest.postsPerAuthor);
    expect(facets.years.map((facet) => Number(facet.name))).toEqual(facets.years.map((facet) => Number(facet.name)).sort((a, b) => b - a));
    for (const facet of [facets.years[0], facets.years.at(-1)]) {
      const year = facet?.name ?? '';
      const list = await blogIndex({ startDate: `${year}-01-01`, endDate: `${year}-12-31`, resultsPerPage: '100' });
      expect([year, list.totalResults]).toEqual([year, facet?.count]);
      expect(dates(list).every((time) => new Date(time).getUTCFullYear() === Number(year))).toBe(true);
    }
    for (const facet of [facets.categories[0], facets.categories.at(-1), facets.authors[0]]) {
      const key = facets.categories.includes(facet as never) ? 'categoryName' : 'author';
      const query: Record<string, string> = { [key]: facet?.name ?? '' };
      const list = await blogIndex({ ...query, resultsPerPage: '100', page: '2' });
      expect([facet?.name, list.totalResults]).toEqual([facet?.name, facet?.count]);
      expect(isNewestFirst(dates(list))).toBe(true);
    }
  });

  it('lists every page in the path index, by path, in pages of up to 10,000', async () => {
    const all = await get<ContentEnvelope<PathIndexEntry>>('/api/pathindex', { resultsPerPage: '10000' });
    expect(all.totalResults).toBe(seed.manifest.pages);
    const paths = all.results.map((entry) => entry.path);
    expect(paths).toEqual([...paths].sort());
    const blog = await get<ContentEnvelope<PathIndexEntry>>('/api/pathindex', { prefix: 'blog/', resultsPerPage: '10000' });
    expect(blog.results.filter((entry) => entry.schema === 'BlogPost')).toHaveLength(seed.manifest.posts);
    const second = await get<ContentEnvelope<PathIndexEntry>>('/api/pathindex', { resultsPerPage: '1000', page: '2' });
    expect(second.results.map((entry) => entry.path)).toEqual(paths.slice(1000, 2000));
  });

  it('lists the offices by state without territories, and the states with their counts', async () => {
    const directory = await get<OfficeListing[]>('/localoffice/directory');
    expect(directory).toHaveLength(seed.manifest.offices);
    const states = await get<OfficeState[]>('/localoffice/states');
    expect(Object.fromEntries(states.map((state) => [state.StateAbbreviation, state.officeCount]))).toEqual(seed.manifest.officesPerState);
    const [state] = states;
    const ofState = await get<OfficeListing[]>('/localoffice/directory', { state: state?.StateAbbreviation.toLowerCase() ?? '' });
    expect(ofState).toHaveLength(state?.officeCount ?? -1);
  });

  it('finds each office first, flagged, from a ZIP of its territory, with at most five offices', async () => {
    for (const office of seed.manifest.officeList.filter((_, index) => index % 10 === 0)) {
      for (const zip of [office.owned[0], office.allowed.at(-1)].filter((item) => item !== undefined)) {
        const answer = await get<ZipLookupResponse>('/external-services/zip-code-lookup', { zipCode: zip });
        expect(answer.listOfOfficesNearestToFarthest.length).toBeLessThanOrEqual(ZIP_LOOKUP_MAX_OFFICES);
        expect([zip, answer.listOfOfficesNearestToFarthest[0]]).toEqual([
          zip,
          expect.objectContaining({ officeHomePage: office.path, inTerritory: true, distanceFromOrigin: 0 }),
        ]);
      }
    }
  });
});
