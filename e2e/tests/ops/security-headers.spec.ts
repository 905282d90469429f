import { liveBuild } from '../../support/releases';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { REMOTE_ORIGINS, SHELL_URL } from '../../support/stack';

// Every answer of the shell that a browser may show as a document carries the same security
// headers, whatever made it: a page, an error, a redirect, an SEO file, the operator's endpoints.
// The build's scripts and stylesheets and the runtime config carry only what a file needs.

const ANSWERS: [string, string, number][] = [
  ['page', '/', 200],
  ['not found page', '/no-such-page-anywhere', 404],
  ['redirect', '/services.html', 301],
  ['missing file', '/missing.js', 404],
  ['robots.txt', '/robots.txt', 200],
  ['sitemap', '/sitemap.xml', 200],
  ['health', '/healthz', 200],
];

for (const [name, path, status] of ANSWERS) {
  test(`a ${name} carries the security headers and a request id`, async ({ request }) => {
    const answer = await request.get(`${SHELL_URL}${path}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(status);
    const headers = answer.headers();
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", 'default-src', 'form-action']) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-eval');
    expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    // Served over http here: no HSTS (it is sent only when PUBLIC_URL is https).
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-request-id']).toMatch(/^[\w.:-]{8,128}$/);
  });
}

/** The scripts and stylesheet a page names: its build's /assets/<build>/ files. */
async function assetsOf(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(`${SHELL_URL}/`)).text();
  return [...new Set(html.match(/\/assets\/[0-9a-f]{16}\/[\w.-]+\.(?:js|css)/g) ?? [])];
}

test("the build's scripts, stylesheet and the runtime config carry what a file needs, and no page policy", async ({ request }) => {
  const targets = [...(await assetsOf(request)), '/main.js', '/config.json'];
  expect(targets.filter((target) => target.endsWith('.css'))).toHaveLength(1);
  for (const target of targets) {
    const headers = (await request.get(`${SHELL_URL}${target}`)).headers();
    for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-frame-options']) {
      expect([target, name, headers[name]]).toEqual([target, name, undefined]);
    }
    expect(headers['content-type']).toMatch(/^(text\/javascript|text\/css|application\/json); charset=utf-8$/);
    expect(headers['cache-control']).toMatch(target.startsWith('/assets/') ? /immutable/ : /no-cache/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-request-id']).toMatch(/^[\w.:-]{8,128}$/);
  }
});

test("scripts may come from the site and its remotes only, and a page's inline scripts are allowed by hash", async ({ request }) => {
  const answer = await request.get(`${SHELL_URL}/`);
  const scriptSrc = /script-src ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  for (const origin of Object.values(REMOTE_ORIGINS)) expect(scriptSrc).toContain(origin);
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
  expect(scriptSrc).not.toContain('nonce-');
});

test('each request gets its own id; an id sent by a client that is no trusted proxy is not taken', async ({ request }) => {
  const ids = await Promise.all([1, 2, 3].map(async () => (await request.get(`${SHELL_URL}/robots.txt`)).headers()['x-request-id']));
  expect(new Set(ids).size).toBe(3);
  const chosen = await request.get(`${SHELL_URL}/robots.txt`, { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
  expect(chosen.headers()['x-request-id']).not.toBe('chosen-by-the-client');
});

test('the remotes’ file servers send nosniff and revalidate their release file', async ({ request }) => {
  const release = await request.get(`${REMOTE_ORIGINS.blog}/release.json`);
  expect(release.headers()['x-content-type-options']).toBe('nosniff');
  const etag = release.headers()['etag']!;
  const again = await request.get(`${REMOTE_ORIGINS.blog}/release.json`, { headers: { 'If-None-Match': `W/${etag}` } });
  expect(again.status()).toBe(304);
  const { base } = await liveBuild(REMOTE_ORIGINS.blog);
  expect((await request.get(`${base}/mf-manifest.json`)).headers()['x-content-type-options']).toBe('nosniff');
});

test("the shell's main.js revalidates: a weak or listed matching tag gets a 304", async ({ request }) => {
  const first = await request.get(`${SHELL_URL}/main.js`);
  const etag = first.headers()['etag']!;
  expect(first.headers()['last-modified']).toBeTruthy();
  for (const tag of [etag, `W/${etag}`, `"x", ${etag}`]) {
    expect((await request.get(`${SHELL_URL}/main.js`, { headers: { 'If-None-Match': tag } })).status()).toBe(304);
  }
});
