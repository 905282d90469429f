import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { RemoteUnavailableError } from './fetch-route-module';
import { hostFederation } from './register-remotes';
import { RouteModules } from './route-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const routes = { version: 2, routes: [] };
const DEADLINE = { timeoutMs: 5000 };
const federation = () => hostFederation;
/** The browser's loader (no deadline) and the server's (DEADLINE), fresh for each test. */
let browser: RouteModules;
let server: RouteModules;
/** A remote that takes the connection and never answers. */
const hang = () => new Promise<never>(() => undefined);

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  browser = new RouteModules({ federation });
  server = new RouteModules({ ...DEADLINE, federation });
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
});
afterEach(() => jest.useRealTimers());

test('a late failure of a replaced attempt does not drop the retry in flight', async () => {
  const answers: { reject: (error: Error) => void; resolve: (module: unknown) => void }[] = [];
  loadRemoteMock.mockImplementation(() => new Promise((resolve, reject) => answers.push({ resolve, reject })));

  const first = browser.load('blog');
  const retry = browser.retry('blog');
  // The first attempt's answer arrives late, as a failure (then its automatic retry fails too).
  answers[0]!.reject(new Error('late failure'));
  await new Promise((resolve) => setTimeout(resolve, 350));
  answers.slice(2).forEach((answer) => answer.reject(new Error('late failure')));
  await expect(first).rejects.toThrow();

  // A caller arriving now joins the retry instead of starting a third load.
  const joined = browser.load('blog');
  answers[1]!.resolve({ version: 2, routes: [] });
  await expect(retry).resolves.toEqual({ version: 2, routes: [] });
  await expect(joined).resolves.toEqual({ version: 2, routes: [] });
  expect(answers).toHaveLength(3);
});

test('a load that hangs is given up at its deadline; the next one registers the remote again and succeeds', async () => {
  jest.useFakeTimers();
  loadRemoteMock.mockImplementationOnce(hang).mockResolvedValue(routes);
  const hung = server.load('blog');
  const outcome = expect(hung).rejects.toBeInstanceOf(RemoteUnavailableError);
  await jest.advanceTimersByTimeAsync(DEADLINE.timeoutMs);
  await outcome;
  expect(registerRemotesMock).not.toHaveBeenCalled();

  await expect(server.load('blog')).resolves.toBe(routes);
  expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'blog', entry: TEST_CONFIG.remotes.blog }], { force: true });
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

test('callers join a hanging load until its deadline, never after it', async () => {
  jest.useFakeTimers();
  loadRemoteMock.mockImplementation(hang);
  void server.load('catalog').catch(() => undefined);
  await jest.advanceTimersByTimeAsync(DEADLINE.timeoutMs - 1);
  void server.load('catalog').catch(() => undefined);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);

  await jest.advanceTimersByTimeAsync(1);
  void server.load('catalog').catch(() => undefined);
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'catalog', entry: TEST_CONFIG.remotes.catalog }], { force: true });
});

test('a load with a deadline that fails makes the next one register the remote again', async () => {
  jest.useFakeTimers();
  loadRemoteMock
    .mockRejectedValueOnce(new Error('fetch failed'))
    .mockRejectedValueOnce(new Error('fetch failed'))
    .mockResolvedValue(routes);
  const failed = expect(server.load('franchise')).rejects.toBeInstanceOf(RemoteUnavailableError);
  await jest.advanceTimersByTimeAsync(300);
  await failed;
  await expect(server.load('franchise')).resolves.toBe(routes);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'franchise', entry: TEST_CONFIG.remotes.franchise }], { force: true });
});

test('a load given up does not try again on its own when its hung request finally fails', async () => {
  jest.useFakeTimers();
  let failLate: (error: Error) => void = () => undefined;
  loadRemoteMock.mockImplementationOnce(() => new Promise((_, reject) => (failLate = reject)));
  void server.load('blog').catch(() => undefined);
  await jest.advanceTimersByTimeAsync(DEADLINE.timeoutMs);
  failLate(new Error('headers timeout'));
  await jest.advanceTimersByTimeAsync(1000);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('without a deadline (the browser) a failed load leaves the registration alone', async () => {
  jest.useFakeTimers();
  loadRemoteMock.mockRejectedValue(new Error('fetch failed'));
  const failed = expect(browser.load('blog')).rejects.toBeInstanceOf(RemoteUnavailableError);
  await jest.advanceTimersByTimeAsync(300);
  await failed;
  loadRemoteMock.mockResolvedValue(routes);
  await expect(browser.load('blog')).resolves.toBe(routes);
  expect(registerRemotesMock).not.toHaveBeenCalled();
});

test("a runtime whose script did not come fails that load only; the visitor's retry asks for the runtime again", async () => {
  const runtime = jest
    .fn<Promise<typeof hostFederation>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk federation failed'))
    .mockResolvedValue(hostFederation);
  const lazy = new RouteModules({ federation: runtime });
  loadRemoteMock.mockResolvedValue(routes);

  await expect(lazy.load('catalog')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(loadRemoteMock).not.toHaveBeenCalled();

  await expect(lazy.retry('catalog')).resolves.toBe(routes);
  expect(runtime).toHaveBeenCalledTimes(2);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'catalog', entry: TEST_CONFIG.remotes.catalog }], { force: true });
});
