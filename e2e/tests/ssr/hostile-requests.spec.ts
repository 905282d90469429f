import { liveBuild } from '../../support/releases';
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startContentProxy, type ContentProxy } from '../../support/content-proxy';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import type { RunningServer } from '../../support/serve-built-app';
import { API_URL, E2E_ENV, PORTS, SHELL_URL } from '../../support/stack';

// What a hostile or broken client can send, and what content can get wrong, must never stop a
// server, leak the request's host into the site's links, or leave a part of the site running alone.

test.describe.configure({ mode: 'serial' });

/** Sends raw bytes and reads the status line of the answer (null: closed without one). */
function rawStatus(port: number, request: string | Buffer): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve(match ? Number(match[1]) : null);
    };
    const timer = setTimeout(done, 10_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/\r\n\r\n/.test(answer)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(request);
  });
}

const HOSTS = ['localhost:99999', 'a b', '[', 'a:b:c', '%zz', '', 'evil.example', '\u0001', 'x'.repeat(3000), '[::1', 'localhost:-1'];
const TARGETS = [
  '/',
  '/services',
  'http://[::1',
  'http://evil.example/',
  '//evil.example/x',
  '*',
  'offices',
  '/%',
  '/%zz',
  '/offices/%E0%A4%A',
  '/%00',
  '/\\evil.example',
  '/..%2fserver/server.js',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/blog/search/%3Cscript%3E',
  `/${'a'.repeat(600)}`,
  `/${'a'.repeat(5000)}`,
  '/robots.txt',
  '/sitemap.xml',
  '/find-my-office?zipCode=%zz',
  '/find-my-office?zipCode=89135%0d%0aSet-Cookie:x',
  '/api/page?path=%zz',
  '/mf-manifest.json',
];
const METHODS = ['GET', 'HEAD', 'DELETE', 'PUT', 'TRACE', 'OPTIONS', 'PATCH', 'FOO', 'CONNECT'];
const BROKEN = [
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n',
  `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'y'.repeat(20_000)}\r\n\r\n`,
  'GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: "\u0000"\r\nAccept-Encoding: br;q=abc, *\r\nRange: bytes=-1-2\r\n\r\n',
  'POST /find-my-office HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello',
  'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nshort',
];

function malformedRequests(): string[] {
  const requests: string[] = [];
  TARGETS.forEach((target, index) => {
    for (const host of HOSTS) requests.push(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    // Every method on a rotating share of the targets: a few hundred requests in all.
    for (const method of METHODS.filter((_, m) => (m + index) % 3 === 0)) {
      requests.push(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    }
  });
  requests.push(`GET / HTTP/1.1\r\nConnection: close\r\n\r\n`); // no Host at all
  return [...requests, ...BROKEN];
}

async function answersNormally(port: number, target: string): Promise<boolean> {
  const status = await rawStatus(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  return status !== null && status < 500;
}

test('a few hundred malformed requests: every server answers each with no 5xx and stays up', async () => {
  test.setTimeout(240_000);
  const servers = [
    { name: 'shell', port: PORTS.shell, health: '/config.json' },
    { name: 'franchise', port: PORTS.franchise, health: '/release.json' },
    { name: 'blog', port: PORTS.blog, health: '/release.json' },
    { name: 'catalog', port: PORTS.catalog, health: '/release.json' },
    { name: 'content-api', port: PORTS.api, health: '/healthz' },
  ];
  const requests = malformedRequests();
  expect(requests.length).toBeGreaterThan(300);
  for (const server of servers) {
    const failures: string[] = [];
    for (let start = 0; start < requests.length; start += 8) {
      const batch = requests.slice(start, start + 8);
      const statuses = await Promise.all(batch.map((request) => rawStatus(server.port, request)));
      statuses.forEach((status, index) => {
        if (status !== null && status >= 500) failures.push(`${status} for ${JSON.stringify(batch[index]!.slice(0, 120))}`);
      });
      // The server still answers the next ordinary request after each batch.
      if (!(await answersNormally(server.port, server.health))) failures.push(`down after ${JSON.stringify(batch[0]!.slice(0, 120))}`);
    }
    expect(failures, `${server.name} (:${server.port})`).toEqual([]);
  }
});

test('hostile Host headers get a clear 400 or the page, never a dead server', async ({ request }) => {
  for (const host of ['localhost:99999', 'a b', '[', 'a:b:c', '%zz', '']) {
    const status = await rawStatus(PORTS.shell, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect([host, status !== null && status < 500]).toEqual([host, true]);
  }
  expect(await rawStatus(PORTS.shell, 'GET http://[::1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(400);
  expect((await request.get(`${SHELL_URL}/`)).status()).toBe(200);
});

test('unsupported methods answer 405 with Allow, on pages and on the files the server builds', async ({ request }) => {
  for (const pathname of ['/', '/robots.txt', '/sitemap.xml', '/blog/feed.xml', '/find-my-office?zipCode=89135']) {
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const answer = await request.fetch(`${SHELL_URL}${pathname}`, { method, maxRedirects: 0 });
      expect([method, pathname, answer.status(), answer.headers()['allow']]).toEqual([method, pathname, 405, 'GET, HEAD']);
    }
  }
  // The files the server builds take no post; pages take only the estimate form (see estimate-no-js).
  for (const pathname of ['/robots.txt', '/sitemap.xml', '/blog/feed.xml', '/find-my-office?zipCode=89135']) {
    const answer = await request.post(`${SHELL_URL}${pathname}`, { form: { 'estimate-form': 'modal' }, maxRedirects: 0 });
    expect([pathname, answer.status(), answer.headers()['allow']]).toEqual([pathname, 405, 'GET, HEAD']);
  }
});

test('a page refuses a post that is not the estimate form, before reading much of it', async ({ request }) => {
  const json = await request.post(`${SHELL_URL}/`, { data: { 'estimate-form': 'modal' }, maxRedirects: 0 });
  expect([json.status(), json.headers()['accept-post']]).toEqual([415, 'application/x-www-form-urlencoded']);
  const other = await request.post(`${SHELL_URL}/`, { form: { q: 'hello' }, maxRedirects: 0 });
  expect([other.status(), await other.text()]).toEqual([400, 'Only the estimate form can be posted to a page.']);
  const huge = await request.post(`${SHELL_URL}/`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    // Over the 64 KB limit (the largest valid form, in any script, is under it).
    data: `estimate-form=modal&q7_tellUs=${'a'.repeat(70_000)}`,
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(413);
  expect((await request.get(`${SHELL_URL}/`)).status()).toBe(200);
});

test('server files, the build manifest and source maps are not served, however the path is written', async ({ request }) => {
  for (const pathname of [
    '/..%2fserver/server.js',
    '/..%2fserver%2fserver.js.map',
    '/..%2fssr-assets.json',
    '//server/server.js',
    '/server/server.js',
  ]) {
    const answer = await request.get(`${SHELL_URL}${pathname}`);
    expect([pathname, answer.status()]).toEqual([pathname, 404]);
  }
  // No browser script names a source map either, and a guessed map's address is a 404.
  const main = await request.get(`${SHELL_URL}/main.js`);
  expect(main.status()).toBe(200);
  expect(await main.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${SHELL_URL}/main.js.map`)).status()).toBe(404);
  const { base } = await liveBuild(SHELL_URL.replace(String(PORTS.shell), String(PORTS.blog)));
  const manifest = (await (await request.get(`${base}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await request.get(`${base}/${manifest.metaData.remoteEntry.name}`);
  expect(await entry.text()).not.toContain('sourceMappingURL');
});

test('an address longer than any page is a 404 page, a request target past 4 KB a 414', async ({ request }) => {
  const long = await request.get(`${SHELL_URL}/${'a'.repeat(600)}`);
  expect(long.status()).toBe(404);
  expect(await long.text()).toContain('data-testid="site-footer"');
  expect((await request.get(`${SHELL_URL}/${'a'.repeat(5000)}`)).status()).toBe(414);
});

test.describe('absolute URLs come from configuration or checked content, never from the request', () => {
  let proxy: ContentProxy;
  let shell: RunningServer;
  const port = PORTS.shell + 170;
  const shellUrl = `http://localhost:${port}`;

  test.beforeAll(async () => {
    proxy = await startContentProxy(port + 1);
    shell = await startShell(port, { ...runtimeConfig(), contentApiBaseUrl: proxy.url, mediaHost: `${API_URL}/media/` });
  });
  test.afterAll(async () => {
    await shell?.stop();
    await proxy?.close();
  });

  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  test('settings that fail to load: pages and robots.txt answer 503 and nothing of it is kept', async () => {
    proxy.failApi('/api/x31');
    const page = await rawAnswer(port, '/services', 'evil.example');
    expect(page.status).toBe(503);
    expect(page.headers['cache-control']).toBe('no-store');
    const robots = await rawAnswer(port, '/robots.txt', 'evil.example');
    expect(robots.status).toBe(503);
    expect(robots.body).not.toContain('evil.example');

    // Without a canonical base in content, the public URL of this server is the base.
    proxy.heal();
    proxy.rewrite('/api/x31', (json) => {
      const settings = json as { SiteSettings: { GlobalSettings: Record<string, unknown> } };
      settings.SiteSettings.GlobalSettings.CanonicalBaseURL = { Value: 'https://x.example\r\nSitemap: https://evil.example/s.xml' };
      return settings;
    });
    const healed = await rawAnswer(port, '/services', 'evil.example');
    expect(healed.status).toBe(200);
    expect(canonicalOf(healed.body)).toBe(`${shellUrl}/services`);
    const absoluteForm = await rawAnswer(port, 'http://evil.example/services?utm=1', 'evil.example');
    expect(canonicalOf(absoluteForm.body)).toBe(`${shellUrl}/services`);

    const robotsNow = await rawAnswer(port, '/robots.txt', 'evil.example');
    expect(robotsNow.status).toBe(200);
    expect(robotsNow.body.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${shellUrl}/sitemap.xml`]);
    for (const file of ['/sitemap.xml', '/blog/feed.xml']) {
      const answer = await rawAnswer(port, file, 'evil.example');
      expect([file, answer.status]).toEqual([file, 200]);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).toContain(`${shellUrl}/`);
    }
  });

  test('in the browser too, the canonical link stays on the public URL', async ({ page }) => {
    await page.goto(`${shellUrl}/services`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${shellUrl}/services`);
  });

  test('an office home path from content that starts with a backslash never leads off the site', async ({ request }) => {
    proxy.rewrite('/external-services/zip-code-lookup', (json) => {
      const result = json as { listOfOfficesNearestToFarthest: { officeHomePage: string }[] };
      result.listOfOfficesNearestToFarthest.forEach((office) => (office.officeHomePage = '\\evil.example/offices/x'));
      return result;
    });
    const answer = await request.get(`${shellUrl}/find-my-office?zipCode=89135`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toMatch(/^\/(?![/\\])/);
    expect(answer.headers()['location']).not.toContain('evil');
    proxy.heal();
  });

  test('a content service that hangs: the full 503 page within the render budget, the site back once it answers', async ({ request }) => {
    proxy.hang(true);
    for (const [pathname, screen] of [
      ['/resources/faqs', 'Oops...'],
      ['/offices/summerlin', 'data-testid="remote-fallback-franchise"'],
    ] as const) {
      const started = Date.now();
      const answer = await request.get(`${shellUrl}${pathname}`, { timeout: 20_000 });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(answer.status()).toBe(503);
      expect(answer.headers()['retry-after']).toMatch(/^\d+$/);
      const html = await answer.text();
      expect(html).toContain(screen);
      expect(html).toContain('data-testid="site-footer"');
      expect(html).toContain('data-testid="header-phone"');
      expect(html).toContain('866-FIX-MY-HOME');
    }

    proxy.hang(false);
    await expect.poll(async () => (await request.get(`${shellUrl}/offices/summerlin`)).status(), { timeout: 15_000 }).toBe(200);
  });
});

test('npm start: a server that dies is reported and the rest are stopped, none left running', async () => {
  test.setTimeout(90_000);
  const base = PORTS.shell + 180;
  const ports = { SHELL_PORT: base, FRANCHISE_PORT: base + 1, BLOG_PORT: base + 2, CATALOG_PORT: base + 3, CONTENT_API_PORT: base + 4 };
  const env = {
    ...process.env,
    ...E2E_ENV,
    CONTENT_API_DB: path.join(tmpdir(), `handyman-e2e-start-${process.pid}.db`),
    ...Object.fromEntries(Object.entries(ports).map(([key, value]) => [key, String(value)])),
  };
  const root = path.resolve(__dirname, '../../..');
  const supervisor = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('The site is ready');
    // A hostile request first: the shell answers it and goes on.
    expect(await rawStatus(base, 'GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n')).toBe(200);

    const shellPid = Number(await pidListeningOn(base));
    process.kill(shellPid, 'SIGKILL');
    expect(await exited).toBe(1);
    expect(output).toMatch(/shell stopped \(SIGKILL\); stopping the rest of the site/);
    for (const port of Object.values(ports)) {
      expect([port, await answersNormally(port, '/')]).toEqual([port, false]);
    }
  } finally {
    supervisor.kill('SIGKILL');
  }
});

/** The pid of the process listening on a local TCP port (from /proc, as `ss -p` would say). */
async function pidListeningOn(port: number): Promise<string> {
  const { readFileSync, readdirSync, readlinkSync } = await import('node:fs');
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return pid;
      }
    } catch {
      // a process that ended or is not ours to read
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** A GET with a chosen Host header, read raw (fetch would not send a hostile Host). */
function rawAnswer(port: number, target: string, host: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}
