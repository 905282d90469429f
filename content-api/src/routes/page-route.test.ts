import type { ContentEnvelope, PageResult } from '@handyman/contracts';
import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

async function getPage(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/page', query: { path }, headers });
}

describe('GET /api/page', () => {
  it('answers a franchise home page in the envelope, CMS-shaped', async () => {
    const response = await getPage('offices/summerlin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const envelope =
      response.json<ContentEnvelope<{ FranchiseHomePage: { FranchiseCorporateControl: { PhoneNumber: { Value: string } } } }>>();
    expect(envelope).toMatchObject({ path: 'offices/summerlin', totalResults: 1, page: 1, totalPages: 1 });
    expect(envelope.results[0]?.FranchiseHomePage.FranchiseCorporateControl.PhoneNumber.Value).toBe('(702) 555-0101');
  });

  it.each(['/Offices/Summerlin/', 'OFFICES/summerlin', ' offices//summerlin '])('normalises %j', async (path) => {
    const envelope = (await getPage(path)).json<ContentEnvelope<PageResult>>();
    expect(envelope.path).toBe('offices/summerlin');
    expect(envelope.totalResults).toBe(1);
  });

  it('maps underscores to hyphens and the empty path to home', async () => {
    expect((await getPage('Resources/404')).json<ContentEnvelope<PageResult>>().results[0]).toHaveProperty(
      'DetailPage.Title',
      'Page not found',
    );
    expect((await getPage('')).json<ContentEnvelope<PageResult>>().results[0]).toHaveProperty('HomePage');
    expect((await getPage('/')).json<ContentEnvelope<PageResult>>().path).toBe('home');
    expect((await getPage('why_choose_us/our_story')).statusCode).toBe(200);
  });

  it('finds a dated blog post by blog/<slug>', async () => {
    const envelope = (await getPage('blog/paint-like-a-pro')).json<ContentEnvelope<PageResult>>();
    expect(envelope.results[0]).toHaveProperty('BlogPost.SURL', 'blog/2024/06/01/paint-like-a-pro');
  });

  it('answers an unknown page with 404 and an empty envelope', async () => {
    const response = await getPage('offices/atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ path: 'offices/atlantis', results: [], totalResults: 0, page: 1, totalPages: 0, resultsPerPage: 10 });
  });

  it('revalidates with the ETag', async () => {
    const first = await getPage('home');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await getPage('home', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it.each([
    ['missing path', '/api/page', /"path" is required/],
    ['repeated path', '/api/page?path=home&path=blog', /"path" must be given once/],
    ['oversized path', `/api/page?path=${'a'.repeat(600)}`, /at most 512 characters/],
  ])('refuses %s with a 400 naming the problem', async (_name, url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });
});
