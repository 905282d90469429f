import zlib from 'node:zlib';
import { makeTestApp, type TestApp } from '../testing/app-kit';

describe('compressed JSON answers', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('compresses a large JSON answer with br or gzip as asked, saying so and varying on Accept-Encoding', async () => {
    const plain = await get('/localoffice/orderby/state');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/localoffice/orderby/state', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('/localoffice/orderby/state', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers each address with its own compressed body, the first time and from the cache', async () => {
    const urls = [
      '/localoffice/orderby/state',
      '/localoffice/directory',
      '/localoffice/directory?state=NV',
      '/api/page?path=offices/summerlin',
    ];
    let compressed = 0;
    for (let round = 0; round < 2; round += 1) {
      for (const url of urls) {
        const plain = await get(url);
        const br = await get(url, { 'accept-encoding': 'br' });
        if (plain.rawPayload.length < 1024) continue;
        compressed += 1;
        expect(br.headers['content-encoding']).toBe('br');
        expect([url, zlib.brotliDecompressSync(br.rawPayload).toString('utf8')]).toEqual([url, plain.body]);
      }
    }
    expect(compressed).toBeGreaterThanOrEqual(4);
  });

  it('leaves small answers, identity and refused encodings uncompressed', async () => {
    const small = await get('/healthz', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/);
    expect(small.json()).toEqual({ ok: true });
    for (const acceptEncoding of ['identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const response = await get('/localoffice/orderby/state', { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, response.headers['content-encoding']]).toEqual([acceptEncoding, undefined]);
    }
  });

  it('honours the q-values of Accept-Encoding', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br;q=0', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
      ['GZIP;Q=1', 'gzip'],
    ]) {
      const response = await get('/localoffice/orderby/state', { 'accept-encoding': acceptEncoding! });
      expect([acceptEncoding, response.headers['content-encoding']]).toEqual([acceptEncoding, expected]);
    }
  });

  it('keeps ETag revalidation: the weak ETag of an answer that may be compressed gets a 304 that names it', async () => {
    const plain = await get('/localoffice/orderby/state');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const compressed = await get('/localoffice/orderby/state', { 'accept-encoding': 'gzip' });
    expect(compressed.headers.etag).toBe(etag);
    const revalidated = await get('/localoffice/orderby/state', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await get('/localoffice/orderby/state', { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
  });

  it('compresses SVG images (text) as well, so they arrive whole', async () => {
    const plain = await get('/media/Images/Offices/summerlin/banner.svg');
    const image = await get('/media/Images/Offices/summerlin/banner.svg', { 'accept-encoding': 'gzip' });
    expect(image.statusCode).toBe(200);
    if (image.headers['content-encoding'] === 'gzip') expect(zlib.gunzipSync(image.rawPayload).toString('utf8')).toBe(plain.body);
    else expect(image.body).toBe(plain.body);
  });
});
