import type { BlogPost, ContentEnvelope } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

type Item = { BlogPost?: BlogPost; FranchiseBlogPost?: BlogPost };

async function search(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/search', query });
  return { response, envelope: response.json<ContentEnvelope<Item>>() };
}

const slugs = (envelope: ContentEnvelope<Item>) => envelope.results.map((item) => (item.BlogPost ?? item.FranchiseBlogPost)?.Name);

describe('GET /api/search', () => {
  it('lists blog posts newest first by default and with sort=DatePublished=dec', async () => {
    const expected = ['cafe-kitchen-refresh', 'paint-like-a-pro', 'fix-a-leaky-faucet', 'winterize-your-home', 'gutter-guide'];
    expect(slugs((await search({ filters: 'type=BlogPost' })).envelope)).toEqual(expected);
    const { envelope } = await search({ filters: 'type=BlogPost', sort: 'DatePublished=dec' });
    expect(slugs(envelope)).toEqual(expected);
    expect(envelope).toMatchObject({ totalResults: 5, page: 1, totalPages: 1, resultsPerPage: 10 });
  });

  it('sorts by update date (falling back to publication) and by title, names ignoring case', async () => {
    const recent = await search({ filters: 'type=blogpost', sort: 'dateupdated', resultsPerPage: '5' });
    expect(slugs(recent.envelope)).toEqual([
      'cafe-kitchen-refresh',
      'winterize-your-home',
      'paint-like-a-pro',
      'fix-a-leaky-faucet',
      'gutter-guide',
    ]);
    const byTitle = await search({ filters: 'type=BlogPost', sort: 'Title=asc' });
    expect(slugs(byTitle.envelope)[0]).toBe('cafe-kitchen-refresh');
    const oldest = await search({ filters: 'type=BlogPost', sort: 'DatePublished=asc' });
    expect(slugs(oldest.envelope)[0]).toBe('gutter-guide');
  });

  it('matches every word of the query in heading, title, description or body text', async () => {
    expect(slugs((await search({ filters: 'type=BlogPost', query: 'faucet' })).envelope)).toEqual(['fix-a-leaky-faucet', 'gutter-guide']);
    expect(slugs((await search({ filters: 'type=BlogPost', query: 'Water SUPPLY' })).envelope)).toEqual(['fix-a-leaky-faucet']);
    expect(slugs((await search({ filters: 'type=BlogPost', query: 'drip' })).envelope)).toEqual(['fix-a-leaky-faucet']);
    expect(slugs((await search({ filters: 'type=BlogPost', query: 'faucet water roof' })).envelope)).toEqual([]);
  });

  it('ignores HTML markup and accents when matching', async () => {
    expect((await search({ filters: 'type=BlogPost', query: 'strong' })).envelope.totalResults).toBe(0);
    expect(slugs((await search({ filters: 'type=BlogPost', query: 'cafe' })).envelope)).toEqual(['cafe-kitchen-refresh']);
    expect(slugs((await search({ filters: 'type=BlogPost', query: 'CAFÉ' })).envelope)).toEqual(['cafe-kitchen-refresh']);
  });

  it('pages results', async () => {
    const { envelope } = await search({ filters: 'type=BlogPost', page: '2', resultsPerPage: '2' });
    expect(slugs(envelope)).toEqual(['fix-a-leaky-faucet', 'winterize-your-home']);
    expect(envelope).toMatchObject({ totalResults: 5, page: 2, totalPages: 3, resultsPerPage: 2 });
    const beyond = await search({ filters: 'type=BlogPost', page: '9', resultsPerPage: '2' });
    expect(beyond.response.statusCode).toBe(200);
    expect(beyond.envelope.results).toEqual([]);
  });

  it('searches another page type when asked', async () => {
    const { envelope } = await search({ filters: 'type=FranchiseBlogPost' });
    expect(slugs(envelope)).toEqual(['deck-care']);
  });

  it.each([
    [{ filters: 'kind=BlogPost' }, /Unsupported filter "kind"/],
    [{ filters: 'type=Recipe' }, /Unknown content type "Recipe"/],
    [{ sort: 'Color=asc' }, /Cannot sort by "color"/],
    [{ sort: 'DatePublished=sideways' }, /direction "sideways"/],
    [{ page: '0' }, /"page" must be a whole number from 1/],
    [{ page: 'two' }, /"page" must be a whole number/],
    [{ page: '1.5' }, /"page" must be a whole number/],
    [{ resultsPerPage: '101' }, /"resultsPerPage" must be a whole number from 1 to 100/],
    [{ query: 'x'.repeat(201) }, /"query" must be at most 200 characters/],
  ])('refuses %j with a 400 naming the problem', async (query, message) => {
    const { response } = await search({ filters: 'type=BlogPost', ...query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });
});
