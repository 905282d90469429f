import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import { EXTRA_PORTS, runtimeConfig, startHangingServer, startShell, type RemoteKey } from '../../support/extra-shell';
import type { RunningServer } from '../../support/serve-built-app';

// A remote that is down or slow never fails a server render: its area is sent as its fallback
// (503 with Retry-After, for crawlers to come back), the rest of the page is complete.

const AREAS: { remote: RemoteKey; path: string }[] = [
  { remote: 'franchise', path: '/offices/summerlin' },
  { remote: 'blog', path: '/blog' },
  { remote: 'catalog', path: '/services' },
];

const servers: RunningServer[] = [];
const hanging: Server[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(hanging.map((server) => new Promise((resolve) => server.close(resolve))));
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
