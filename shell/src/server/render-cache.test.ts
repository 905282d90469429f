import type { Answer } from './http-answer';
import { RenderCache } from './render-cache';

const page = (status: number, body = 'html'): Answer => ({ status, headers: {}, body });

test('a hot page is served from memory until it expires', async () => {
  let now = 0;
  const cache = new RenderCache(1000, 10, () => now);
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
