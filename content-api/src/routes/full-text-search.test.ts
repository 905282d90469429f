import fs from 'node:fs';
import type { BlogPost, ContentEnvelope } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { blogPost, blogPostPath, seedWith } from '../testing/seed-kit';

type Item = { BlogPost: BlogPost };

const POSTS = {
  'painting-trim': { date: '2022-05-01', title: 'Painting trim', body: 'Trim needs a steady hand and a small brush.' },
  'faucet-parts': { date: '2021-03-01', title: 'Cabinet hinges', body: 'Replace a faucet cartridge and the supply water lines.' },
  'deck-stain': { date: '2019-07-04', title: 'Deck stain', body: 'Stain the deck in the shade; a faucet nearby helps rinse.' },
};

let t: TestApp;
let seedDir: string;
beforeAll(() => {
  seedDir = seedWith(
    Object.fromEntries(Object.entries(POSTS).map(([slug, post]) => [blogPostPath(slug, post.date), blogPost(slug, post)])),
  );
  t = makeTestApp({ seedDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

async function search(query: string, extra: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/search', query: { filters: 'type=BlogPost', query, ...extra } });
  return { response, envelope: response.json<ContentEnvelope<Item>>() };
}

const found = async (query: string, extra: Record<string, string> = {}) =>
  (await search(query, extra)).envelope.results.map((item) => item.BlogPost.Name);

describe('GET /api/search full text', () => {
  it('stems words: "painting" finds "paint" and "painted" finds "painting"', async () => {
    expect(await found('painting')).toEqual(['paint-like-a-pro', 'painting-trim']);
    expect(await found('painted')).toEqual(['paint-like-a-pro', 'painting-trim']);
  });

  it('keeps the words of a phrase together and in order', async () => {
    expect(await found('"water supply"')).toEqual(['fix-a-leaky-faucet']);
    expect(await found('"supply water"')).toEqual(['faucet-parts']);
    expect(await found('water supply')).toEqual(['fix-a-leaky-faucet', 'faucet-parts']);
  });

  it('matches a word by its beginning when it ends with *', async () => {
    expect(await found('fauc')).toEqual([]);
    expect(await found('fauc*')).toEqual(['fix-a-leaky-faucet', 'gutter-guide', 'faucet-parts', 'deck-stain']);
    expect(await found('cabin*')).toEqual(['faucet-parts']);
  });

  it('ranks a title match above a body match with sort=relevance, newest first otherwise', async () => {
    expect(await found('deck')).toEqual(['deck-stain']);
    expect((await found('faucet', { sort: 'relevance' }))[0]).toBe('fix-a-leaky-faucet');
    expect(await found('stain faucet', { sort: 'relevance' })).toEqual(['deck-stain']);
    expect(await found('trim', { sort: 'relevance' })).toEqual(['painting-trim']);
  });

  it('answers an empty envelope when nothing matches', async () => {
    const { response, envelope } = await search('xylophone');
    expect(response.statusCode).toBe(200);
    expect(envelope).toMatchObject({ results: [], totalResults: 0, page: 1, totalPages: 0 });
  });

  it.each([
    '"unbalanced',
    'faucet"',
    '((faucet',
    'faucet)',
    'NEAR(faucet drip)',
    'faucet AND',
    'OR faucet',
    'NOT faucet',
    '*',
    '**faucet',
    'title:faucet',
    '{title}: faucet',
    '^faucet',
    'faucet -roof',
    '🔧🚿 faucet',
    '\u0000faucet',
    'x'.repeat(200),
    'a '.repeat(100),
  ])('reads the hostile query %j as plain words, never a server error', async (query) => {
    for (const sort of ['DatePublished=dec', 'relevance', 'Title=asc']) {
      const { response, envelope } = await search(query, { sort });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(envelope.results)).toBe(true);
    }
  });

  it('reads operator words as words to find', async () => {
    expect(await found('faucet NEAR')).toEqual([]);
    expect(await found('faucet AND')).toEqual(['gutter-guide', 'faucet-parts']);
    expect(await found('faucet OR roof')).toEqual([]);
    expect(await found('roof faucet')).toEqual(['gutter-guide']);
  });

  it('refuses a query over 200 characters with a 400', async () => {
    const { response } = await search('x'.repeat(500));
    expect(response.statusCode).toBe(400);
  });
});
