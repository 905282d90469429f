import fs from 'node:fs';
import type { BlogPost, ContentEnvelope } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';
import { blogPost, blogPostPath, seedWith } from '../testing/seed-kit';

type Item = { BlogPost: BlogPost };

let t: TestApp;
let seedDir: string;
beforeAll(() => {
  seedDir = seedWith({
    [blogPostPath('faucet-repair-guide', '2010-01-01')]: blogPost('faucet-repair-guide', {
      date: '2010-01-01',
      title: 'Faucet repair guide',
      body: 'A faucet that drips wastes water.',
    }),
    [blogPostPath('kitchen-news', '2026-01-01')]: blogPost('kitchen-news', {
      date: '2026-01-01',
      title: 'Kitchen news',
      body: 'New cabinets, a new sink and a new faucet.',
    }),
  });
  t = makeTestApp({ seedDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

async function list(url: string, query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url, query });
  return { response, envelope: response.json<ContentEnvelope<Item>>() };
}

const slugs = (envelope: ContentEnvelope<Item>) => envelope.results.map((item) => item.BlogPost.Name);

describe('GET /api/search sort=relevance', () => {
  it('puts posts whose title matches before posts that only mention the words', async () => {
    const newest = await list('/api/search', { filters: 'type=BlogPost', query: 'faucet' });
    expect(slugs(newest.envelope)).toEqual(['kitchen-news', 'fix-a-leaky-faucet', 'gutter-guide', 'faucet-repair-guide']);
    const ranked = await list('/api/search', { filters: 'type=BlogPost', query: 'faucet', sort: 'relevance' });
    expect(slugs(ranked.envelope).slice(0, 2).sort()).toEqual(['faucet-repair-guide', 'fix-a-leaky-faucet']);
    expect(slugs(ranked.envelope).slice(2).sort()).toEqual(['gutter-guide', 'kitchen-news']);
    expect(ranked.envelope.totalResults).toBe(4);
  });

  it('means newest first without a query', async () => {
    const ranked = await list('/api/search', { filters: 'type=BlogPost', sort: 'Relevance', resultsPerPage: '3' });
    expect(slugs(ranked.envelope)).toEqual(['kitchen-news', 'cafe-kitchen-refresh', 'paint-like-a-pro']);
  });

  it('is not a sort of the blog index', async () => {
    const { response } = await list('/api/blogindex', { author: 'Jane Doe', sort: 'relevance' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/Cannot sort by "relevance"/) });
  });
});

describe('fields=summary', () => {
  it('answers search results without their bodies, keeping what a card shows', async () => {
    const full = await list('/api/search', { filters: 'type=BlogPost', query: 'faucet' });
    const { envelope } = await list('/api/search', { filters: 'type=BlogPost', query: 'faucet', fields: 'summary' });
    expect(envelope).toMatchObject({ totalResults: full.envelope.totalResults, page: 1, resultsPerPage: 10 });
    expect(slugs(envelope)).toEqual(slugs(full.envelope));
    envelope.results.forEach((item, index) => {
      const { Post: _post, ...card } = full.envelope.results[index]?.BlogPost ?? ({} as BlogPost);
      expect(item.BlogPost).toEqual(card);
      expect(item.BlogPost).not.toHaveProperty('Post');
    });
  });

  it('answers blog index lists without bodies', async () => {
    const { envelope } = await list('/api/blogindex', { categoryName: 'DIY Tips', fields: 'SUMMARY' });
    expect(slugs(envelope)).toEqual(['paint-like-a-pro', 'fix-a-leaky-faucet']);
    expect(envelope.results[0]?.BlogPost).toMatchObject({ Heading: 'Paint like a pro', DatePublished: '2024-06-01' });
    expect(envelope.results.every((item) => !('Post' in item.BlogPost))).toBe(true);
  });

  it('refuses other field sets with a 400', async () => {
    const { response } = await list('/api/search', { filters: 'type=BlogPost', fields: 'Heading' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/"fields" can only be "summary"/) });
  });
});

describe('GET /api/blogindex sort', () => {
  it('sorts a list by title or update date when asked', async () => {
    expect(slugs((await list('/api/blogindex', { author: 'Jane Doe', sort: 'Title=asc' })).envelope)).toEqual([
      'fix-a-leaky-faucet',
      'paint-like-a-pro',
      'gutter-guide',
    ]);
    expect(
      slugs((await list('/api/blogindex', { startDate: '2023-01-01', endDate: '2023-12-31', sort: 'DateUpdated=asc' })).envelope),
    ).toEqual(['gutter-guide', 'winterize-your-home']);
  });
});
