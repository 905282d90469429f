import type { BlogPost, ContentEnvelope } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

async function blogIndex(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/blogindex', query });
  return { response, envelope: response.json<ContentEnvelope<{ BlogPost: BlogPost }>>() };
}

const slugs = (envelope: ContentEnvelope<{ BlogPost: BlogPost }>) => envelope.results.map((item) => item.BlogPost.Name);

describe('GET /api/blogindex', () => {
  it.each(['DIY Tips', 'diy-tips', 'diytips', 'DIY-TIPS'])(
    'finds a category by name ignoring case, spaces and hyphens: %j',
    async (name) => {
      expect(slugs((await blogIndex({ categoryName: name })).envelope)).toEqual(['paint-like-a-pro', 'fix-a-leaky-faucet']);
    },
  );

  it('finds posts by author, including posts with several authors', async () => {
    expect(slugs((await blogIndex({ author: 'SamLee' })).envelope)).toEqual(['paint-like-a-pro', 'winterize-your-home']);
    expect(slugs((await blogIndex({ author: 'ana-maria' })).envelope)).toEqual(['cafe-kitchen-refresh']);
  });

  it('finds posts published within a year, both ends inclusive', async () => {
    const { envelope } = await blogIndex({ startDate: '2023-01-01', endDate: '2023-12-31' });
    expect(slugs(envelope)).toEqual(['winterize-your-home', 'gutter-guide']);
    expect(slugs((await blogIndex({ startDate: '2024-03-15', endDate: '2024-03-15' })).envelope)).toEqual(['fix-a-leaky-faucet']);
  });

  it('pages and reports the totals', async () => {
    const { envelope } = await blogIndex({ author: 'jane doe', page: '2', resultsPerPage: '2' });
    expect(slugs(envelope)).toEqual(['gutter-guide']);
    expect(envelope).toMatchObject({ totalResults: 3, page: 2, totalPages: 2, resultsPerPage: 2 });
  });

  it('answers an unknown category with an empty list', async () => {
    const { response, envelope } = await blogIndex({ categoryName: 'astrology' });
    expect(response.statusCode).toBe(200);
    expect(envelope).toMatchObject({ results: [], totalResults: 0, totalPages: 0 });
  });

  it.each([
    [{}, /Give categoryName, author, or startDate and endDate/],
    [{ categoryName: ' - ' }, /"categoryName" must name something/],
    [{ startDate: '2024-01-01' }, /Give both startDate and endDate/],
    [{ startDate: '2024-02-30', endDate: '2024-12-31' }, /"startDate" must be a date as YYYY-MM-DD/],
    [{ startDate: '2024/01/01', endDate: '2024-12-31' }, /"startDate" must be a date/],
    [{ startDate: '2025-01-01', endDate: '2024-12-31' }, /startDate must not be after endDate/],
    [{ author: 'sam', page: '-1' }, /"page" must be a whole number/],
  ])('refuses %j with a 400 naming the problem', async (query, message) => {
    const { response } = await blogIndex(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });
});
