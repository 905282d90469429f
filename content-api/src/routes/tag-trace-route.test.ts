import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

describe('GET /tags/trace', () => {
  it('answers each run of a tag with a pixel nobody keeps', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/tags/trace?tag=analytics&page=%2Foffices' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/gif');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  });

  it('needs the name of the tag, once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/tags/trace' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/tags/trace?tag=a&tag=b' })).statusCode).toBe(400);
  });
});
