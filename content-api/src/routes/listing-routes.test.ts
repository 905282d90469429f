import type { BlogFacets, ContentEnvelope, PathIndexEntry } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

async function pathIndex(query: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/pathindex', query });
  return { response, envelope: response.json<ContentEnvelope<PathIndexEntry>>() };
}

const paths = (envelope: ContentEnvelope<PathIndexEntry>) => envelope.results.map((entry) => entry.path);

describe('GET /api/pathindex', () => {
  it('lists every page by path with its schema and last change, without bodies', async () => {
    const { response, envelope } = await pathIndex();
    expect(response.statusCode).toBe(200);
    expect(envelope).toMatchObject({ totalResults: 17, page: 1, totalPages: 1, resultsPerPage: 1000 });
    expect(paths(envelope)).toEqual([...paths(envelope)].sort());
    expect(paths(envelope)).toContain('home');
    expect(envelope.results.find((entry) => entry.path === 'blog/2024/03/15/fix-a-leaky-faucet')).toEqual({
      path: 'blog/2024/03/15/fix-a-leaky-faucet',
      schema: 'BlogPost',
      lastmod: '2024-03-20T00:00:00.000Z',
    });
    expect(response.body).not.toMatch(/water supply/);
  });

  it.each(['offices/', '/offices', 'Offices', 'offices'])(
    'lists the pages under the prefix %j, the prefix page included',
    async (prefix) => {
      const { envelope } = await pathIndex({ prefix });
      expect(paths(envelope)).toEqual([
        'offices',
        'offices/alamo',
        'offices/austin',
        'offices/henderson',
        'offices/mesa',
        'offices/summerlin',
        'offices/summerlin/blog/deck-care',
        'offices/summerlin/our-team',
      ]);
    },
  );

  it('does not take a sibling sharing the first letters for a page under the prefix', async () => {
    expect(paths((await pathIndex({ prefix: 'blog' })).envelope)).toEqual([
      'blog',
      'blog/2023/02/05/gutter-guide',
      'blog/2023/11/20/winterize-your-home',
      'blog/2024/03/15/fix-a-leaky-faucet',
      'blog/2024/06/01/paint-like-a-pro',
      'blog/2025/01/10/cafe-kitchen-refresh',
    ]);
    expect((await pathIndex({ prefix: 'offices/sum' })).envelope.totalResults).toBe(0);
  });

  it('pages the index', async () => {
    const all = paths((await pathIndex()).envelope);
    const { envelope } = await pathIndex({ page: '2', resultsPerPage: '5' });
    expect(paths(envelope)).toEqual(all.slice(5, 10));
    expect(envelope).toMatchObject({ totalResults: 17, page: 2, totalPages: 4, resultsPerPage: 5 });
  });

  it.each([
    [{ resultsPerPage: '10001' }, /"resultsPerPage" must be a whole number from 1 to 10000/],
    [{ page: '0' }, /"page" must be a whole number from 1/],
    [{ prefix: 'x'.repeat(600) }, /"prefix" must be at most/],
  ])('refuses %j with a 400', async (query, message) => {
    const { response } = await pathIndex(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });
});

describe('GET /api/blogfacets', () => {
  it('counts the corporate blog posts by year (newest first), category and author (by name)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogfacets' });
    expect(response.statusCode).toBe(200);
    const facets = response.json<BlogFacets>();
    const counts = (list: BlogFacets['years']) => list.map(({ name, count }) => [name, count]);
    expect(facets.totalPosts).toBe(5);
    expect(counts(facets.years)).toEqual([
      ['2025', 1],
      ['2024', 2],
      ['2023', 2],
    ]);
    expect(counts(facets.categories)).toEqual([
      ['DIY Tips', 2],
      ['Home Improvement', 1],
      ['Kitchen', 1],
      ['Painting', 1],
      ['Plumbing', 1],
      ['Seasonal', 2],
    ]);
    expect(counts(facets.authors)).toEqual([
      ['Ana María', 1],
      ['Jane Doe', 3],
      ['Sam Lee', 2],
    ]);
    expect(facets.categories.find((facet) => facet.name === 'Plumbing')?.lastmod).toBe('2024-03-20T00:00:00.000Z');
    const etag = String(response.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/api/blogfacets', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });
});
