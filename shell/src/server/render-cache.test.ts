import type { Answer } from './http-answer';
import { AdmissionRefused } from './ops/admission';
import { RenderCache } from './render-cache';

const page = (status: number, body = 'html'): Answer => ({ status, headers: {}, body });

test('a hot page is served from memory until it expires', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 1_000_000, () => now, 0);
  const render = jest.fn(async () => page(200));
  await cache.get('/a', render);
  await cache.get('/a', render);
  expect(render).toHaveBeenCalledTimes(1);
  now = 1001;
  await cache.get('/a', render);
  expect(render).toHaveBeenCalledTimes(2);
});

test('concurrent requests for one address share one render', async () => {
  const cache = new RenderCache(0);
  let finish: (answer: Answer) => void = () => undefined;
  const render = jest.fn(() => new Promise<Answer>((resolve) => (finish = resolve)));
  const both = Promise.all([cache.get('/a', render), cache.get('/a', render)]);
  finish(page(200, 'once'));
  expect((await both).map((answer) => answer.body)).toEqual(['once', 'once']);
  expect(render).toHaveBeenCalledTimes(1);
});

test('errors (503) are never kept', async () => {
  const cache = new RenderCache(60_000);
  const failing = jest.fn(async () => page(503));
  await cache.get('/down', failing);
  await cache.get('/down', failing);
  expect(failing).toHaveBeenCalledTimes(2);
  expect(cache.size.entries).toBe(0);
});

/** A page of `length` characters that compresses poorly, so its compressed copies cost about as much again. */
function bulkyPage(length: number, seed = 1): Answer {
  let state = seed;
  let body = '';
  while (body.length < length) {
    state = (state * 48_271) % 2_147_483_647;
    body += state.toString(36);
  }
  return page(200, body.slice(0, length));
}

test('an entry counts its body and the compressed copies it is sent as, not just its text', async () => {
  const cache = new RenderCache(60_000);
  await cache.get('/big', async () => bulkyPage(100_000));
  // Plain text, its Buffer, and brotli and gzip copies of text that hardly compresses.
  expect(cache.size.bytes).toBeGreaterThan(300_000);
  await cache.get('/small', async () => page(200, 'tiny'));
  expect(cache.size.entries).toBe(2);
});

test('past the byte bound the least recently used answer goes first', async () => {
  const cache = new RenderCache(60_000, 800_000);
  const render = jest.fn(async () => bulkyPage(100_000));
  // About 330 KB each: two fit, a third pushes the least recently used one out.
  await cache.get('/1', render);
  await cache.get('/2', render);
  await cache.get('/1', render);
  await cache.get('/3', render);
  expect(render).toHaveBeenCalledTimes(3);
  expect(cache.size.entries).toBe(2);
  await cache.get('/1', render);
  expect(render).toHaveBeenCalledTimes(3);
  await cache.get('/2', render);
  expect(render).toHaveBeenCalledTimes(4);
  expect(cache.size.bytes).toBeLessThanOrEqual(800_000);
});

test('an answer bigger than the whole bound is sent but not kept, and keeps the others', async () => {
  const cache = new RenderCache(60_000, 500_000);
  await cache.get('/kept', async () => bulkyPage(50_000));
  const huge = jest.fn(async () => bulkyPage(600_000));
  expect((await cache.get('/huge', huge)).body).toHaveLength(600_000);
  await cache.get('/huge', huge);
  expect(huge).toHaveBeenCalledTimes(2);
  expect(cache.size.entries).toBe(1);
});

test('a flood of distinct addresses (404s, query variants) never holds more than the bound', async () => {
  const bound = 2_000_000;
  const cache = new RenderCache(60_000, bound);
  let largest = 0;
  for (let i = 0; i < 300; i++) {
    await cache.get(`/nowhere-${i}?ref=${i}`, async () => ({ ...bulkyPage(20_000, i + 1), status: 404 }));
    largest = Math.max(largest, cache.size.bytes);
  }
  expect(largest).toBeLessThanOrEqual(bound);
  expect(cache.size.entries).toBeGreaterThan(10);
  expect(cache.size.entries).toBeLessThan(300);
});

test('a bound of zero keeps nothing', async () => {
  const cache = new RenderCache(60_000, 0);
  const render = jest.fn(async () => page(200, 'x'));
  await cache.get('/a', render);
  await cache.get('/a', render);
  expect(render).toHaveBeenCalledTimes(2);
});

/** A render the test finishes by hand, counting how often it was started. */
function heldRender() {
  const finishers: ((answer: Answer) => void)[] = [];
  const render = jest.fn(() => new Promise<Answer>((resolve) => finishers.push(resolve)));
  return { render, finish: (answer: Answer) => finishers.shift()!(answer) };
}

test('past its time a hot page is still answered at once while one re-render replaces it; past the stale window the request waits', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 1_000_000, () => now, 5000);
  await cache.get('/a', async () => page(200, 'first'));
  now = 1500;
  const { render, finish } = heldRender();
  // Three visitors while the page re-renders: none waits, one render runs.
  const answers = await Promise.all([cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)]);
  expect(answers.map((answer) => answer.body)).toEqual(['first', 'first', 'first']);
  expect(render).toHaveBeenCalledTimes(1);
  finish(page(200, 'second'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await cache.get('/a', render)).body).toBe('second');
  expect(render).toHaveBeenCalledTimes(1);

  now = 1500 + 1000 + 5000 + 1;
  const waiting = cache.get('/a', render);
  finish(page(200, 'third'));
  expect((await waiting).body).toBe('third');
  expect(render).toHaveBeenCalledTimes(2);
});

test('a re-render that answers 503 or fails drops the stale page: the next request renders anew', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 1_000_000, () => now, 5000);
  for (const failure of [async () => page(503, 'down'), async (): Promise<Answer> => Promise.reject(new Error('content service down'))]) {
    now += 10_000;
    await cache.get('/a', async () => page(200, 'good'));
    now += 1500;
    expect((await cache.get('/a', failure)).body).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const render = jest.fn(async () => page(200, 'fresh'));
    expect((await cache.get('/a', render)).body).toBe('fresh');
    expect(render).toHaveBeenCalledTimes(1);
  }
});

test('a re-render refused for want of a render slot keeps the stale page', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 1_000_000, () => now, 5000);
  await cache.get('/a', async () => page(200, 'good'));
  now = 1500;
  const busy = jest.fn(async (): Promise<Answer> => Promise.reject(new AdmissionRefused('busy')));
  expect((await cache.get('/a', busy)).body).toBe('good');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(busy).toHaveBeenCalledTimes(1);
  expect((await cache.get('/a', busy)).body).toBe('good');
});

test('a render that was under way when the cache was cleared (a new remote deployment) is not kept', async () => {
  const cache = new RenderCache(60_000);
  const { render, finish } = heldRender();
  const old = cache.get('/a', render);
  cache.clear();
  finish(page(200, 'old deployment'));
  expect((await old).body).toBe('old deployment');
  const next = jest.fn(async () => page(200, 'new deployment'));
  expect((await cache.get('/a', next)).body).toBe('new deployment');
  expect(next).toHaveBeenCalledTimes(1);
});

test('a page marked no-store (say, a remote area without its stylesheets yet) is rendered again', async () => {
  const cache = new RenderCache(60_000);
  const unstyled = jest.fn(async (): Promise<Answer> => ({ status: 200, headers: { 'Cache-Control': 'no-store' }, body: 'unstyled' }));
  await cache.get('/blog', unstyled);
  await cache.get('/blog', unstyled);
  expect(unstyled).toHaveBeenCalledTimes(2);
});
