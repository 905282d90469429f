import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ROUTE_MODULE_VERSION, setRuntimeConfig, type RemoteName } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { SERVER_REMOTE_BUDGET_MS } from './render-loader';
import { SERVER_REMOTE_LOAD_TIMEOUT_MS, ServerRemotes } from './server-remotes';
import { fakeHost, manifest } from '../../testing/remote-host-kit';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
/** A route module of the contract this shell runs (one of another shape is refused). */
const routes = { version: ROUTE_MODULE_VERSION, routes: [] };
/** A remote whose code takes `ms` to arrive (a cold server build on a busy machine). */
const slowRemote = (ms: number) => loadRemoteMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(routes), ms)));
/** A remote that takes the connection and never answers (until the test says otherwise). */
const hangingRemote = () => loadRemoteMock.mockImplementation(() => new Promise<never>(() => undefined));
let remotes: ServerRemotes;
/** A server render of a page of `remote`: its route module within the budget, or null. */
const render = (remote: RemoteName) => remotes.forRender().awaited(remote);

beforeEach(() => {
  jest.useFakeTimers();
  setRuntimeConfig(TEST_CONFIG);
  remotes = new ServerRemotes();
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockClear();
});
afterEach(() => jest.useRealTimers());

test('a cold remote slower than the budget sends its area as the fallback', async () => {
  slowRemote(SERVER_REMOTE_BUDGET_MS + 500);
  const page = render('catalog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(page).resolves.toBeNull();
});

test('a remote warmed when its manifest was read is ready for the first page that needs it', async () => {
  slowRemote(SERVER_REMOTE_BUDGET_MS + 500);
  void remotes.warm('catalog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS + 500);
  const page = render('catalog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(page).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('a page asked for while the remote warms up waits for that same load', async () => {
  slowRemote(SERVER_REMOTE_BUDGET_MS + 500);
  void remotes.warm('blog');
  await jest.advanceTimersByTimeAsync(800);
  const page = render('blog');
  await jest.advanceTimersByTimeAsync(700);
  await expect(page).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('a warm-up that fails makes the next page start over with the remote registered again', async () => {
  loadRemoteMock.mockRejectedValue(new Error('fetch failed'));
  const warm = remotes.warm('franchise');
  await jest.advanceTimersByTimeAsync(1000);
  await expect(warm).resolves.toBeUndefined();
  loadRemoteMock.mockResolvedValue(routes);
  const page = render('franchise');
  await jest.advanceTimersByTimeAsync(0);
  await expect(page).resolves.toBe(routes);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'franchise', entry: TEST_CONFIG.remotes.franchise }], { force: true });
});

test('a cold remote that takes a few seconds on a busy server still loads, for the next render', async () => {
  const coldLoadMs = 3 * SERVER_REMOTE_BUDGET_MS;
  slowRemote(coldLoadMs);
  const first = render('blog');
  await jest.advanceTimersByTimeAsync(coldLoadMs);
  await expect(first).resolves.toBeNull();
  const next = render('blog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(next).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(registerRemotes).not.toHaveBeenCalled();
});

test('a remote that hung and recovered is rendered by the first render after the load timeout, registered again', async () => {
  hangingRemote();
  const first = render('blog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(first).resolves.toBeNull();
  loadRemoteMock.mockResolvedValue(routes); // healthy again, for new connections

  // Until the timeout, renders join the hung load and send the fallback.
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_LOAD_TIMEOUT_MS - 2 * SERVER_REMOTE_BUDGET_MS);
  const joined = render('blog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(joined).resolves.toBeNull();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);

  const after = render('blog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(after).resolves.toBe(routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'blog', entry: TEST_CONFIG.remotes.blog }], { force: true });
});

test('a warm-up when the manifest becomes readable replaces a hung load at once', async () => {
  hangingRemote();
  const first = render('catalog');
  await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
  await expect(first).resolves.toBeNull();
  loadRemoteMock.mockResolvedValue(routes);

  await remotes.warm('catalog');
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: TEST_CONFIG.remotes.catalog }], { force: true });
  const next = render('catalog');
  await jest.advanceTimersByTimeAsync(0);
  await expect(next).resolves.toBe(routes);
});

test('a changed manifest is a new deployment: the remote is registered again and loaded anew, an unchanged one is not', async () => {
  jest.useRealTimers();
  loadRemoteMock.mockResolvedValue(routes);
  const files = { 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '', 'routes.b.css': '' };
  remotes = new ServerRemotes(fakeHost(files));
  await remotes.refresh(TEST_CONFIG);
  await remotes.refresh(TEST_CONFIG);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  files['mf-manifest.json'] = manifest('routes.b.css');
  expect(await remotes.refresh(TEST_CONFIG)).toEqual(['franchise', 'blog', 'catalog']);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'blog', entry: TEST_CONFIG.remotes.blog }], { force: true });
  expect(loadRemoteMock).toHaveBeenCalledTimes(6);
});

test("a page's remote stylesheets: inline when read, linked when not, incomplete while unknown", async () => {
  jest.useRealTimers();
  loadRemoteMock.mockResolvedValue(routes);
  remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '.a{}' }));
  expect(remotes.stylesheetsFor(['blog'])).toEqual({ links: [], inline: [], complete: false });
  await remotes.refresh(TEST_CONFIG);
  const href = `${new URL('.', TEST_CONFIG.remotes.blog).href}routes.a.css`;
  expect(remotes.stylesheetsFor(['blog'])).toEqual({ links: [], inline: [{ href, text: '.a{}' }], complete: true });

  remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css') }));
  await remotes.refresh(TEST_CONFIG);
  expect(remotes.stylesheetsFor(['blog'])).toEqual({ links: [href], inline: [], complete: true });
});
