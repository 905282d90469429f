import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendAnswer } from './http-answer';
import { applySecurityHeaders, DOCUMENT_ONLY_HEADERS } from './ops/security-headers';
import { createStaticHandler } from './static-files.mjs';

// The shell's answers as its server sends them: the site-wide headers on every answer first, then
// the files of a build (which go without a document's policies) or a rendered page (which keeps them).

const root = mkdtempSync(path.join(tmpdir(), 'file-headers-'));
mkdirSync(path.join(root, '0123456789abcdef'));
writeFileSync(path.join(root, '0123456789abcdef', 'main.js'), 'console.log("entry");'.repeat(100));
writeFileSync(path.join(root, '0123456789abcdef', '540.b48d9d06.js'), 'console.log("chunk");');
writeFileSync(path.join(root, '0123456789abcdef', 'styles.2b8cb141.css'), 'body{color:red}');
writeFileSync(path.join(root, '0123456789abcdef', 'logo.5f0e3a1b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(root, '0123456789abcdef', 'mf-manifest.json'), '{}');

const PAGE = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: '<!doctype html><script>go()</script>' };

const files = createStaticHandler({
  root,
  documentHeaders: DOCUMENT_ONLY_HEADERS,
  appHandler: (request, response) => sendAnswer(request, response, PAGE),
});

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('X-Request-Id', 'request-1');
    applySecurityHeaders(response, undefined, 'https://www.example.com');
    void files(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (target: string, headers: Record<string, string> = {}) => fetch(`${base}${target}`, { headers });

const DOCUMENT_POLICIES = ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-frame-options'];

describe("a build's script, stylesheet or manifest", () => {
  test.each([
    ['/0123456789abcdef/540.b48d9d06.js', 'text/javascript; charset=utf-8'],
    ['/0123456789abcdef/main.js', 'text/javascript; charset=utf-8'],
    ['/0123456789abcdef/styles.2b8cb141.css', 'text/css; charset=utf-8'],
    ['/0123456789abcdef/mf-manifest.json', 'application/json; charset=utf-8'],
  ])('%s carries its type, caching, validators, nosniff and the request id, and no page policy', async (target, type) => {
    const answer = await get(target, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    for (const name of DOCUMENT_POLICIES) expect([name, answer.headers.get(name)]).toEqual([name, null]);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-request-id')).toBe('request-1');
    // The transport's own rule stays on every answer of an https site.
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
  });

  test('its revalidation (a 304) goes without them too', async () => {
    const first = await get('/0123456789abcdef/main.js');
    const again = await get('/0123456789abcdef/main.js', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

test('an SVG, which a browser can open as a document that runs script, keeps the policies', async () => {
  const answer = await get('/0123456789abcdef/logo.5f0e3a1b.svg');
  expect(answer.headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

test('a page keeps its policy (with its inline scripts by hash) and the policy headers', async () => {
  const answer = await get('/offices');
  expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(answer.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-[\w+/=]{44}'/);
  expect(answer.headers.get('permissions-policy')).toContain('camera=()');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

test('a missing file is an error answer: it keeps the full set', async () => {
  const answer = await get('/0123456789abcdef/missing.0badc0de.js');
  expect(answer.status).toBe(404);
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
});
