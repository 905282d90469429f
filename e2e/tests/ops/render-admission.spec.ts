import { expect, test } from '@playwright/test';
import { runtimeConfig } from '../../support/extra-shell';
import { startOwnShell, type OwnShell } from '../../support/own-shell';
import { startRecordingApi, type RecordingApi } from '../../support/recording-api';
import { PORTS } from '../../support/stack';

// Renders are admitted up to a bound: past it a new address gets a fast 503 to retry, while a
// cached page is still served; query parameters a page does not read make no new render.

test.describe.configure({ mode: 'serial' });

// Clear of the ports other specs take.
const [SHELL, API] = [PORTS.shell + 166, PORTS.shell + 167];

let api: RecordingApi;
let shell: OwnShell;

const renders = async () => {
  const text = await (await fetch(`${shell.opsUrl}/metrics`)).text();
  return Number(/^shell_render_duration_seconds_count (\d+)$/m.exec(text)?.[1] ?? 0);
};

test.beforeAll(async () => {
  api = await startRecordingApi(API);
  shell = await startOwnShell(SHELL, { ...runtimeConfig(), contentApiBaseUrl: api.url }, { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' });
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.close();
});

test('parameters the page does not read are not a new render; the ones it reads are', async () => {
  expect((await fetch(`${shell.url}/offices`)).status).toBe(200);
  const before = await renders();
  for (const query of ['?ref=newsletter', '?x=1&y=2', '?utm_source=mail', '?noFranchises=false&session=abc'])
    expect((await fetch(`${shell.url}/offices${query}`)).status).toBe(200);
  // noFranchises is read by the finder: one render for it, none for the rest.
  expect(await renders()).toBe(before + 1);
});

test('past the bound a new render is refused at once with Retry-After; a cached page is still served', async () => {
  expect((await fetch(`${shell.url}/offices`)).status).toBe(200); // cached
  api.delay(1500);
  const flood = Array.from({ length: 6 }, (_, index) => fetch(`${shell.url}/blog/search?q=flood${index}`));
  // While the render slot and the queue are taken, the cached page does not wait.
  await expect.poll(async () => /^shell_renders_queued 1$/m.test(await (await fetch(`${shell.opsUrl}/metrics`)).text())).toBe(true);
  const cached = await fetch(`${shell.url}/offices`);
  expect(cached.status).toBe(200);
  const answers = await Promise.all(flood);
  const refused = answers.filter((answer) => answer.status === 503);
  // One renders, one waits; the other four are refused, to retry shortly, and kept by nobody.
  expect(refused.length).toBe(4);
  for (const answer of refused) {
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
  const text = await (await fetch(`${shell.opsUrl}/metrics`)).text();
  expect(text).toMatch(/^shell_render_admission_rejections_total 4$/m);
  api.delay(0);
});
