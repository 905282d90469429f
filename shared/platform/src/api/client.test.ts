import { TEST_CONFIG, mockFetch } from '@handyman/testing';
import { setRuntimeConfig } from '../config/runtime';
import { contentClient } from './client';

const sent = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([input]) => input as Request);

test('a call made at once, before ky is in, reaches the service with the key and JSON accepted', async () => {
  const fetchMock = mockFetch({ 'GET /api/x31': { ok: true } });
  await expect(contentClient().get('api/x31').json()).resolves.toEqual({ ok: true });
  const [request] = sent(fetchMock);
  expect(request?.headers.get('Ocp-Apim-Subscription-Key')).toBe('test-key');
  expect(request?.headers.get('accept')).toBe('application/json');
});

test('the response itself is awaited as from ky, and a failure reaches the caller', async () => {
  mockFetch({ 'GET /api/x31': { ok: true } }); // any other path: a 404
  const response = await contentClient().get('api/x31');
  expect(response.status).toBe(200);
  await expect(contentClient().get('api/missing').json()).rejects.toMatchObject({ name: 'HTTPError' });
  await expect(contentClient().get('api/missing', { retry: 0 })).rejects.toMatchObject({ name: 'HTTPError' });
});

test('a changed subscription key is sent from the next call on', async () => {
  const fetchMock = mockFetch({ 'GET /api/x31': { ok: true } });
  await contentClient().get('api/x31').json();
  setRuntimeConfig({ ...TEST_CONFIG, subscriptionKey: 'rotated-key' });
  await contentClient().get('api/x31').json();
  expect(sent(fetchMock).map((request) => request.headers.get('Ocp-Apim-Subscription-Key'))).toEqual(['test-key', 'rotated-key']);
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
  await expect(fresh.contentClient().get('api/x31').json()).rejects.toThrow('Loading chunk ky failed');
  await expect(fresh.contentClient().get('api/x31').json()).resolves.toEqual({ ok: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  jest.dontMock('ky');
});
