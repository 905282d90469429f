import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRenderState, setRuntimeConfig } from '@handyman/shared';
import { TEST_CONFIG } from '@handyman/shared/testing';
import { resetRemoteRoutes } from '../../federation/load-remote-routes';
import { SERVER_REMOTE_BUDGET_MS, serverRemoteRoutes, warmServerRemote } from './server-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const routes = { pages: {} };
/** A remote whose code takes `ms` to arrive (a cold server build on a busy machine). */
const slowRemote = (ms: number) => loadRemoteMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(routes), ms)));

beforeEach(() => {
  jest.useFakeTimers();
  setRuntimeConfig(TEST_CONFIG);
  resetRemoteRoutes();
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockClear();
});
afterEach(() => jest.useRealTimers());

test('a cold remote slower than the budget sends its area as the fallback', async () => {
  slowRemote(SERVER_REMOTE_BUDGET_MS + 500);
  const render = serverRemoteRoutes(createRenderState('/services', true), 'catalog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(render).resolves.toBeNull();
});

test('a remote warmed when its manifest was read is ready for the first page that needs it', async () => {
  slowRemote(SERVER_REMOTE_BUDGET_MS + 500);
  void warmServerRemote('catalog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS + 500);
  const render = serverRemoteRoutes(createRenderState('/services', true), 'catalog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(render).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('a page asked for while the remote warms up waits for that same load', async () => {
  slowRemote(SERVER_REMOTE_BUDGET_MS + 500);
  void warmServerRemote('blog');
  await jest.advanceTimersByTimeAsync(800);
  const render = serverRemoteRoutes(createRenderState('/blog', true), 'blog');
  await jest.advanceTimersByTimeAsync(700);
  await expect(render).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('a warm-up that fails makes the next page start over with the remote registered again', async () => {
  loadRemoteMock.mockRejectedValue(new Error('fetch failed'));
  const warm = warmServerRemote('franchise');
  await jest.advanceTimersByTimeAsync(1000);
  await expect(warm).resolves.toBeUndefined();
  loadRemoteMock.mockResolvedValue(routes);
  const render = serverRemoteRoutes(createRenderState('/offices/summerlin', true), 'franchise');
  await jest.advanceTimersByTimeAsync(0);
  await expect(render).resolves.toBe(routes);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'franchise', entry: TEST_CONFIG.remotes.franchise }], { force: true });
});
