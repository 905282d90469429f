import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, resetRemoteRoutes, retryRemoteRoutes } from './load-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => resetRemoteRoutes());

test('a late failure of a replaced attempt does not drop the retry in flight', async () => {
  const answers: { reject: (error: Error) => void; resolve: (module: unknown) => void }[] = [];
  loadRemoteMock.mockImplementation(() => new Promise((resolve, reject) => answers.push({ resolve, reject })));

  const first = loadRemoteRoutes('blog');
  const retry = retryRemoteRoutes('blog');
  // The first attempt's answer arrives late, as a failure (then its automatic retry fails too).
  answers[0]!.reject(new Error('late failure'));
  await new Promise((resolve) => setTimeout(resolve, 350));
  answers.slice(2).forEach((answer) => answer.reject(new Error('late failure')));
  await expect(first).rejects.toThrow();

  // A caller arriving now joins the retry instead of starting a third load.
  const joined = loadRemoteRoutes('blog');
  answers[1]!.resolve({ pages: {} });
  await expect(retry).resolves.toEqual({ pages: {} });
  await expect(joined).resolves.toEqual({ pages: {} });
  expect(answers).toHaveLength(3);
});
