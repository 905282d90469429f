import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from './static-files.mjs';

// Entry files revalidate: a returning visitor's conditional request gets a 304 without the body.

const root = mkdtempSync(path.join(tmpdir(), 'static-revalidate-'));
writeFileSync(path.join(root, 'main.js'), 'console.log("entry");'.repeat(100));
writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = 1;'.repeat(100));
writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"remote"}');

let server: Server;
let port: number;

beforeAll(async () => {
  server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw GET (node's fetch would decompress and hide the encoding). */
function get(file: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; length: number }>((resolve, reject) => {
    httpRequest({ port, path: file, headers }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, length }));
    })
      .on('error', reject)
      .end();
  });
}

test.each(['/main.js', '/remoteEntry.js', '/mf-manifest.json'])(
  '%s has an ETag and Last-Modified, and a matching tag gets a 304',
  async (file) => {
    const first = await get(file);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(String(first.headers['last-modified'])).getTime()).not.toBeNaN();
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(file, { 'If-None-Match': header });
      expect([header, again.status, again.length, again.headers.etag]).toEqual([header, 304, 0, etag]);
    }
    expect((await get(file, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get(file, { 'If-Modified-Since': String(first.headers['last-modified']) })).status).toBe(304);
  },
);

test('Accept-Encoding q-values are honoured: q=0 refuses a coding, identity is the fallback', async () => {
  expect((await get('/main.js', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  expect((await get('/main.js', { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.9' })).headers['content-encoding']).toBe('br');
  expect((await get('/main.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  expect((await get('/main.js', { 'Accept-Encoding': '*;q=0' })).headers['content-encoding']).toBeUndefined();
  expect((await get('/main.js', { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');
});

test('every file is sent with nosniff', async () => {
  expect((await get('/main.js')).headers['x-content-type-options']).toBe('nosniff');
  expect((await get('/missing.js')).headers['x-content-type-options']).toBe('nosniff');
});
