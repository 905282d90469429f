import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import {
  EXTRA_PORTS,
  runtimeConfig,
  startHangingServer,
  startRecoveringServer,
  startShell,
  type RecoveringServer,
  type RemoteKey,
} from '../../support/extra-shell';
import type { RunningServer } from '../../support/serve-built-app';
import { PORTS, REMOTE_ORIGINS } from '../../support/stack';

// A remote that is down or slow never fails a server render: its area is sent as its fallback
// (503 with Retry-After, for crawlers to come back), the rest of the page is complete.

const AREAS: { remote: RemoteKey; path: string }[] = [
  { remote: 'franchise', path: '/offices/summerlin' },
  { remote: 'blog', path: '/blog' },
  { remote: 'catalog', path: '/services' },
];

const servers: RunningServer[] = [];
const hanging: Server[] = [];
const recovering: RecoveringServer[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(hanging.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(recovering.map((server) => server.close()));
});

AREAS.forEach(({ remote, path }, index) => {
  for (const mode of ['stopped', 'hanging'] as const) {
    test(`${remote} ${mode}: the server sends its area as the fallback and the rest of the page complete`, async ({ page, request }) => {
      const shellPort = EXTRA_PORTS[index * 4 + (mode === 'stopped' ? 0 : 1)]!;
      const remotePort = EXTRA_PORTS[index * 4 + (mode === 'stopped' ? 2 : 3)]!;
      if (mode === 'hanging') hanging.push(await startHangingServer(remotePort));
      servers.push(await startShell(shellPort, runtimeConfig({ [remote]: `http://localhost:${remotePort}` })));
      const url = `http://localhost:${shellPort}${path}`;

      const started = Date.now();
      const response = await request.get(url);
      // Past the render budget (about 1 s) the area is given up, never the page.
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toMatch(/^\d+$/);
      const html = await response.text();
      expect(html).toContain(`data-testid="remote-fallback-${remote}"`);
      expect(html).toContain('data-testid="site-footer"');
      expect(html).toContain('data-testid="header-phone"');

      // Without JavaScript the visitor reads the fallback inside the full page.
      const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(url);
      await expect(plain.getByTestId(`remote-fallback-${remote}`)).toBeVisible();
      await expect(plain.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(plain.getByRole('contentinfo')).toBeVisible();
      await context.close();

      // Other pages of the same server are unaffected.
      const other = remote === 'catalog' ? '/packages/curb-appeal' : '/services/painting';
      if (remote !== 'catalog') expect((await request.get(`http://localhost:${shellPort}${other}`)).status()).toBe(200);
      expect((await request.get(`http://localhost:${shellPort}/`)).status()).toBe(200);
    });
  }
});

test('a remote that hung is rendered again within seconds of being healthy, with its stylesheet', async ({ request }) => {
  test.setTimeout(60_000);
  // Clear of EXTRA_PORTS and of the two after them that redeploy.spec.ts takes.
  const [shellPort, remotePort] = [PORTS.shell + 130, PORTS.shell + 131];
  const remote = await startRecoveringServer(remotePort, REMOTE_ORIGINS.blog);
  recovering.push(remote);
  // The answer cache is not under test here: every request renders.
  servers.push(await startShell(shellPort, runtimeConfig({ blog: `http://localhost:${remotePort}` }), { RENDER_CACHE_MS: '0' }));
  const url = `http://localhost:${shellPort}/blog`;

  // While it hangs, the server's loads of it hang too, and the area goes out as its fallback.
  for (let i = 0; i < 2; i += 1) {
    const answer = await request.get(url);
    expect(answer.status()).toBe(503);
    expect(await answer.text()).toContain('data-testid="remote-fallback-blog"');
  }

  remote.recover();
  const recovered = Date.now();
  const blogPage = async () => {
    const answer = await request.get(url);
    return answer.status() === 200 && (await answer.text()).includes('data-testid="blog-sidebar"');
  };
  // About one revalidation interval (5 s), plus the remote's cold load on a busy machine.
  await expect.poll(blogPage, { timeout: 10_000, intervals: [250] }).toBe(true);
  test.info().annotations.push({ type: 'recovered in', description: `${((Date.now() - recovered) / 1000).toFixed(1)} s` });

  // Its stylesheet follows at once, even if its first page went out before its manifest was read.
  await expect
    .poll(async () => (await (await request.get(url)).text()).includes(`<style data-href="http://localhost:${remotePort}/`), {
      timeout: 3_000,
    })
    .toBe(true);
});
