import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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
  devServer = spawn('npm', ['run', 'dev', '-w', 'remote-blog'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, BLOG_PORT: String(HARNESS_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the dev server did not compile in time')), 200_000);
    const onData = (chunk: Buffer) => {
      if (/compiled successfully/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    devServer!.stdout!.on('data', onData);
    devServer!.stderr!.on('data', onData);
    devServer!.once('exit', (code) => reject(new Error(`the dev server exited with ${code}`)));
  });

  await page.goto(`http://localhost:${HARNESS_PORT}/?api=${encodeURIComponent(API_URL)}`);
  await expect(page.getByText('remote-blog dev harness')).toBeVisible();
  await page.getByRole('link', { name: '/blog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
