import { setRuntimeConfig } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { breakStorage } from '../../testing/routing-kit';
import { setPageBuilds } from '../../lib/page-builds';
import { isChunkLoadError, loadAgainIfBuildGone } from './missing-build';

const BUILD = '0123456789abcdef';
const PAGE = 'http://localhost/blog/2026/10/06/winter-ready-in-a-weekend';
const chunkError = () =>
  Object.assign(new Error('Loading chunk 309 failed.\n(missing: http://remotes.test/blog/309.js)'), { name: 'ChunkLoadError' });
/** The remote's host: each address answers with its status, or the network fails. */
const host = (answers: Record<string, number | 'down'>) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const answer = answers[String(url)];
    if (answer === 'down' || answer === undefined) throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  });

let sent: unknown[];
beforeEach(() => {
  setRuntimeConfig({ ...TEST_CONFIG, remotes: { ...TEST_CONFIG.remotes, blog: `http://remotes.test/blog/${BUILD}/mf-manifest.json` } });
  setPageBuilds({ blog: BUILD, shell: 'fedcba9876543210' }, ['blog']);
  window.sessionStorage.clear();
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => sent.push(JSON.parse(body)),
  });
});

test('a chunk load failure is told from other errors', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('render failed'))).toBe(false);
});

test('a build whose manifest is gone brings the page asked for by one full load, reported with the build', async () => {
  host({ [`http://remotes.test/blog/${BUILD}/mf-manifest.json`]: 404 });
  const assign = jest.fn();
  await expect(loadAgainIfBuildGone('blog', undefined, { href: PAGE, assign })).resolves.toBe(true);
  expect(assign).toHaveBeenCalledWith(PAGE);
  expect(sent).toEqual([expect.objectContaining({ sk: { r: 'blog', b: BUILD } })]);
  // The same address again within the minute: no second load (the live builds would be missing too).
  await expect(loadAgainIfBuildGone('blog', undefined, { href: PAGE, assign })).resolves.toBe(false);
  expect(assign).toHaveBeenCalledTimes(1);
});

test('a remote that does not answer is down, not gone: no full load', async () => {
  host({ [`http://remotes.test/blog/${BUILD}/mf-manifest.json`]: 'down', 'http://remotes.test/blog/309.js': 503 });
  const assign = jest.fn();
  await expect(loadAgainIfBuildGone('blog', undefined, { href: PAGE, assign })).resolves.toBe(false);
  await expect(loadAgainIfBuildGone('blog', 'http://remotes.test/blog/309.js', { href: PAGE, assign })).resolves.toBe(false);
  expect(assign).not.toHaveBeenCalled();
});

test("a chunk that answers 404 is gone (the shell's own code too)", async () => {
  host({ 'http://localhost/assets/fedcba9876543210/page.1234abcd.js': 404 });
  const assign = jest.fn();
  await expect(
    loadAgainIfBuildGone('shell', 'http://localhost/assets/fedcba9876543210/page.1234abcd.js', { href: PAGE, assign }),
  ).resolves.toBe(true);
  expect(sent).toEqual([expect.objectContaining({ sk: { r: 'shell', b: 'fedcba9876543210' } })]);
});

test('without storage to remember it, or for a page that named no build, there is no full load', async () => {
  host({ [`http://remotes.test/blog/${BUILD}/mf-manifest.json`]: 404 });
  const assign = jest.fn();
  breakStorage();
  await expect(loadAgainIfBuildGone('blog', undefined, { href: PAGE, assign })).resolves.toBe(false);
  jest.mocked(Storage.prototype.getItem).mockRestore();
  jest.mocked(Storage.prototype.setItem).mockRestore();
  setPageBuilds(undefined, []);
  await expect(loadAgainIfBuildGone('blog', undefined, { href: PAGE, assign })).resolves.toBe(false);
  expect(assign).not.toHaveBeenCalled();
});
