import { TEST_CONFIG, mockFetch } from '@handyman/testing';
import { setRuntimeConfig } from '../config/runtime';
import { contentClient } from './client';

const keysSent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => (input as Request).headers.get('Ocp-Apim-Subscription-Key'));

test('calls made together share one client, and each reaches the service', async () => {
  const fetchMock = mockFetch({ 'GET /api/x31': { ok: true } });
  const [first, second] = await Promise.all([contentClient(), contentClient()]);
  expect(first).toBe(second);
  await Promise.all([first.get('api/x31').json(), second.get('api/x31').json()]);
  expect(keysSent(fetchMock)).toEqual(['test-key', 'test-key']);
});

test('a changed subscription key is sent from the next call on', async () => {
  const fetchMock = mockFetch({ 'GET /api/x31': { ok: true } });
  await (await contentClient()).get('api/x31').json();
  setRuntimeConfig({ ...TEST_CONFIG, subscriptionKey: 'rotated-key' });
  await (await contentClient()).get('api/x31').json();
  expect(keysSent(fetchMock)).toEqual(['test-key', 'rotated-key']);
});

test('when ky fails to load, that call fails and the next one loads it again', async () => {
  jest.resetModules();
  let loads = 0;
  jest.doMock('ky', () => {
    loads += 1;
    if (loads === 1) throw new Error('Loading chunk ky failed');
    return jest.requireActual('ky');
  });
  const fresh = await import('./client');
  (await import('../config/runtime')).setRuntimeConfig(TEST_CONFIG);
  const fetchMock = mockFetch({ 'GET /api/x31': { ok: true } });
  await expect(fresh.contentClient()).rejects.toThrow('Loading chunk ky failed');
  await expect((await fresh.contentClient()).get('api/x31').json()).resolves.toEqual({ ok: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  jest.dontMock('ky');
});
