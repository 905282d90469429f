import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { API_URL, SPARE_PORTS } from '../../support/stack';

// A team can develop one remote alone: `npm run dev -w remote-blog` serves it in a small harness
// that talks to content-api directly, without the shell.

const HARNESS_PORT = SPARE_PORTS[2] + 100;
let devServer: ChildProcess | undefined;

test.afterAll(() => {
  // npm runs webpack as a child: stop the whole process group.
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('remote-blog runs on its own in its dev harness', async ({ page }) => {
  test.setTimeout(240_000);
  // The test runner's own NODE_OPTIONS (its TypeScript loader) must not leak into webpack.
  const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
  devServer = spawn('npm', ['run', 'dev', '-w', 'remote-blog'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...env, BLOG_PORT: String(HARNESS_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  devServer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServer.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  devServer.once('exit', () => (exited = true));
  // The dev middleware answers only once the first compilation is done.
  await expect
    .poll(
      async () => {
        if (exited) throw new Error(`the dev server exited:\n${output}`);
        return fetch(`http://localhost:${HARNESS_PORT}/`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 200_000, intervals: [1_000], message: 'the dev harness did not come up' },
    )
    .toBe(200);

  await page.goto(`http://localhost:${HARNESS_PORT}/?api=${encodeURIComponent(API_URL)}`);
  await expect(page.getByText('remote-blog dev harness')).toBeVisible();
  await page.getByRole('link', { name: '/blog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
