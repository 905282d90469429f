import { setRuntimeConfig } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { createBrowserRemoteLoader } from './browser-remote-loader';
import { lazyFederation } from './lazy-federation';

// The runtime's chunk is the one thing left out: its stand-in answers loadRemote as a remote would.
jest.mock('./lazy-federation', () => ({ lazyFederation: jest.fn() }));
const loadRemote = jest.fn();
const routes = { version: 2, routes: [] };

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  loadRemote.mockReset();
  jest.mocked(lazyFederation).mockReturnValue(() => Promise.resolve({ loadRemote, registerRemotes: jest.fn() } as never));
});

test('the load hydration waits for brings the route module once its code has come', async () => {
  loadRemote.mockResolvedValue(routes);
  const remotes = createBrowserRemoteLoader(TEST_CONFIG);
  expect(remotes.loaded('blog')).toBeUndefined();
  await expect(remotes.awaited('blog')).resolves.toBe(routes);
  expect(remotes.awaited('blog')).toBe(remotes.awaited('blog'));
  expect(remotes.loaded('blog')).toBe(routes);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('a remote that cannot be had gives the area its fallback (null), and a retry loads it', async () => {
  loadRemote.mockRejectedValue(new Error('remote down'));
  const remotes = createBrowserRemoteLoader(TEST_CONFIG);
  await expect(remotes.awaited('catalog')).resolves.toBeNull();
  loadRemote.mockReset().mockResolvedValue(routes);
  await expect(remotes.retry('catalog')).resolves.toBe(routes);
  expect(remotes.loaded('catalog')).toBe(routes);
});
