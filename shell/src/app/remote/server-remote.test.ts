import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRenderState, setRuntimeConfig } from '@handyman/shared';
import { TEST_CONFIG } from '@handyman/shared/testing';
import { resetRemoteRoutes } from '../../federation/load-remote-routes';
import { SERVER_REMOTE_BUDGET_MS, SERVER_REMOTE_LOAD_TIMEOUT_MS, serverRemoteRoutes, warmServerRemote } from './server-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const routes = { pages: {} };
/** A remote whose code takes `ms` to arrive (a cold server build on a busy machine). */
const slowRemote = (ms: number) => loadRemoteMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(routes), ms)));
/** A remote that takes the connection and never answers (until the test says otherwise). */
const hangingRemote = () => loadRemoteMock.mockImplementation(() => new Promise<never>(() => undefined));
const render = (path: string, remote: 'franchise' | 'blog' | 'catalog') => serverRemoteRoutes(createRenderState(path, true), remote);

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

test('a cold remote that takes a few seconds on a busy server still loads, for the next render', async () => {
  const coldLoadMs = 3 * SERVER_REMOTE_BUDGET_MS;
  slowRemote(coldLoadMs);
  const first = render('/blog', 'blog');
  await jest.advanceTimersByTimeAsync(coldLoadMs);
  await expect(first).resolves.toBeNull();
  const next = render('/blog', 'blog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(next).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(registerRemotes).not.toHaveBeenCalled();
});

test('a remote that hung and recovered is rendered by the first render after the load timeout, registered again', async () => {
  hangingRemote();
  const first = render('/blog', 'blog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(first).resolves.toBeNull();
  loadRemoteMock.mockResolvedValue(routes); // healthy again, for new connections

  // Until the timeout, renders join the hung load and send the fallback.
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_LOAD_TIMEOUT_MS - 2 * SERVER_REMOTE_BUDGET_MS);
  const joined = render('/blog', 'blog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(joined).resolves.toBeNull();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);

  const after = render('/blog', 'blog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(after).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'blog', entry: TEST_CONFIG.remotes.blog }], { force: true });
});

test('a warm-up when the manifest becomes readable replaces a hung load at once', async () => {
  hangingRemote();
  const first = render('/services', 'catalog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(first).resolves.toBeNull();
  loadRemoteMock.mockResolvedValue(routes);

  await warmServerRemote('catalog');
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: TEST_CONFIG.remotes.catalog }], { force: true });
  const next = render('/services', 'catalog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(next).resolves.toBe(routes);
});
