import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createStaticServer } from './static-files.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'static-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(root, 'main.js'), 'console.log("entry");'.repeat(100));
writeFileSync(path.join(root, '540.b48d9d06.js'), 'console.log("chunk");');
writeFileSync(path.join(root, 'mf-manifest.json'), '{}');

let server: Server;
let base: string;

beforeAll(async () => {
  server = createStaticServer({ root, spaFallback: true, overrides: { '/config.json': () => '{"runtime":true}' } });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('content-hashed chunks are cached for a year, entry points revalidate', async () => {
  expect((await fetch(`${base}/540.b48d9d06.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const file of ['/main.js', '/mf-manifest.json', '/index.html', '/config.json']) {
    expect((await fetch(`${base}${file}`)).headers.get('cache-control')).toBe('no-cache');
  }
});

test('any origin may read manifests (the shell fetches them cross-origin)', async () => {
  const response = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'http://localhost:3000' } });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
});

test('legacy .html addresses and an office local.json view are app routes', async () => {
  for (const route of ['/offices.html', '/services.html', '/offices/summerlin/contact-us.html', '/offices/summerlin/local.json']) {
    const response = await fetch(`${base}${route}`);
    expect([route, response.status, response.headers.get('content-type')]).toEqual([route, 200, 'text/html; charset=utf-8']);
  }
  expect((await fetch(`${base}/missing-manifest.json`)).status).toBe(404);
  expect((await fetch(`${base}/styles.css`)).status).toBe(404);
});

test('client routes get the app, missing assets stay 404', async () => {
  const route = await fetch(`${base}/offices/summerlin/our-team`);
  expect(route.status).toBe(200);
  expect(await route.text()).toContain('<div id="root">');
  expect((await fetch(`${base}/missing.4a5b6c7d.js`)).status).toBe(404);
  expect((await fetch(`${base}/../../etc/passwd.txt`)).status).toBe(404);
});

test('the runtime config is served from memory', async () => {
  expect(await (await fetch(`${base}/config.json`)).json()).toEqual({ runtime: true });
});

test('text assets are compressed for clients that accept it', async () => {
  const response = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    // node's fetch always decompresses; read the raw bytes to see the encoding.
    import('node:http').then(({ get }) =>
      get(`${base}/main.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  });
  expect(response.encoding).toBe('gzip');
  expect(gunzipSync(response.body).toString()).toContain('console.log("entry")');
});

test('only GET and HEAD are served', async () => {
  expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
});

describe('paths that leave the served files', () => {
  const hiddenRoot = mkdtempSync(path.join(tmpdir(), 'static-hidden-'));
  const sibling = `${hiddenRoot}-bench`;
  let hiddenServer: Server;
  let hiddenBase: string;

  beforeAll(async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(hiddenRoot, 'server'));
    writeFileSync(path.join(hiddenRoot, 'server', 'server.js'), 'module.exports = "server code";');
    writeFileSync(path.join(hiddenRoot, 'server', 'server.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(hiddenRoot, 'ssr-assets.json'), '{"stylesheets":[]}');
    writeFileSync(path.join(hiddenRoot, 'main.js'), 'console.log("public");');
    writeFileSync(path.join(hiddenRoot, 'main.js.map'), '{"sources":["main.ts"]}');
    mkdirSync(sibling);
    writeFileSync(path.join(sibling, 'other.js'), 'console.log("next door");');
    hiddenServer = createStaticServer({ root: hiddenRoot, hidden: ['/server/', '/ssr-assets.json'] });
    await new Promise<void>((resolve) => hiddenServer.listen(0, resolve));
    hiddenBase = `http://127.0.0.1:${(hiddenServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => hiddenServer.close(resolve)));

  test.each([
    '/server/server.js',
    '//server/server.js',
    '/./server/server.js',
    '/..%2fserver/server.js',
    '/..%2fserver%2fserver.js.map',
    '/x/..%2f..%2fserver/server.js',
    '/%2e%2e/server/server.js',
    '/..%2fssr-assets.json',
    '/ssr-assets.json',
    '/..%5cserver%5cserver.js',
    '/main.js.map',
    '/main.js%00.txt',
    `/..%2f${path.basename(sibling)}%2fother.js`,
  ])('%s is not served', async (address) => {
    const response = await fetch(`${hiddenBase}${address}`);
    expect([address, response.status]).toEqual([address, 404]);
    expect(await response.text()).not.toMatch(/server code|secret\.ts|next door|stylesheets|main\.ts/);
  });

  test('the public files beside them still are', async () => {
    expect(await (await fetch(`${hiddenBase}/main.js`)).text()).toContain('public');
  });
});

test('a file changed on disk is served anew', async () => {
  const file = path.join(root, 'changing.js');
  writeFileSync(file, 'first');
  expect(await (await fetch(`${base}/changing.js`)).text()).toBe('first');
  writeFileSync(file, 'second');
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  expect(await (await fetch(`${base}/changing.js`)).text()).toBe('second');
});

describe('a release folder', () => {
  const releases = mkdtempSync(path.join(tmpdir(), 'releases-'));
  let releaseServer: Server;
  let assetServer: Server;
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(releases, '0123456789abcdef'));
    writeFileSync(path.join(releases, '0123456789abcdef', 'remoteEntry.js'), 'console.log("entry");');
    writeFileSync(path.join(releases, 'release.json'), '{"live":"0123456789abcdef"}');
    mkdirSync(path.join(releases, '.publishing-fedcba9876543210-1a2b'));
    writeFileSync(path.join(releases, '.publishing-fedcba9876543210-1a2b', 'remoteEntry.js'), 'half copied');
    releaseServer = createStaticServer({ root: releases });
    assetServer = createStaticServer({ root: releases, mount: '/assets' });
    await Promise.all([releaseServer, assetServer].map((each) => new Promise<void>((resolve) => each.listen(0, resolve))));
  });
  afterAll(() => Promise.all([releaseServer, assetServer].map((each) => new Promise((resolve) => each.close(resolve)))));

  test("a published build's files, entry and manifest included, are cached for good; release.json revalidates", async () => {
    const entry = await fetch(`${urlOf(releaseServer)}/0123456789abcdef/remoteEntry.js`);
    expect([entry.status, entry.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await fetch(`${urlOf(releaseServer)}/release.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  test('a build being published (or removed) is never served', async () => {
    expect((await fetch(`${urlOf(releaseServer)}/.publishing-fedcba9876543210-1a2b/remoteEntry.js`)).status).toBe(404);
  });

  test('served under a prefix: /assets/<build>/x is <root>/<build>/x, and nothing outside the prefix', async () => {
    expect(await (await fetch(`${urlOf(assetServer)}/assets/0123456789abcdef/remoteEntry.js`)).text()).toBe('console.log("entry");');
    expect((await fetch(`${urlOf(assetServer)}/0123456789abcdef/remoteEntry.js`)).status).toBe(404);
  });
});
