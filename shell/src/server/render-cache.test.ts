import type { Answer } from './http-answer';
import { RenderCache } from './render-cache';

const page = (status: number, body = 'html'): Answer => ({ status, headers: {}, body });

test('a hot page is served from memory until it expires', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 10, () => now, 0);
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

test('errors (503) are never kept; the oldest entry goes past the limit', async () => {
  const cache = new RenderCache(60_000, 2);
  const failing = jest.fn(async () => page(503));
  await cache.get('/down', failing);
  await cache.get('/down', failing);
  expect(failing).toHaveBeenCalledTimes(2);

  const render = jest.fn(async () => page(200));
  for (const key of ['/1', '/2', '/3']) await cache.get(key, render);
  await cache.get('/1', render);
  expect(render).toHaveBeenCalledTimes(4);
});

/** A render the test finishes by hand, counting how often it was started. */
function heldRender() {
  const finishers: ((answer: Answer) => void)[] = [];
  const render = jest.fn(() => new Promise<Answer>((resolve) => finishers.push(resolve)));
  return { render, finish: (answer: Answer) => finishers.shift()!(answer) };
}

test('past its time a hot page is still answered at once while one re-render replaces it; past the stale window the request waits', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 10, () => now, 5000);
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
  const cache = new RenderCache(1000, 10, () => now, 5000);
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
