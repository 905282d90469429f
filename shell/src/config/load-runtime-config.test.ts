import { RuntimeConfigError } from '@handyman/platform';
import { TEST_CONFIG as TEST_CONFIG_FOR_SHELL } from '@handyman/testing';
import { loadRuntimeConfig } from './load-runtime-config';

const respond = (body: string, status = 200) => jest.fn(async () => new Response(body, { status }));

test('a valid config.json is returned as the runtime config', async () => {
  const fetchImpl = respond(JSON.stringify(TEST_CONFIG_FOR_SHELL));
  await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(TEST_CONFIG_FOR_SHELL);
  expect(fetchImpl).toHaveBeenCalledWith('/config.json');
});

test.each([
  ['missing', respond('not found', 404), '/config.json answered HTTP 404'],
  ['not JSON', respond('{remotes:'), '/config.json is not valid JSON'],
  [
    'incomplete',
    respond(JSON.stringify({ ...TEST_CONFIG_FOR_SHELL, contentApiBaseUrl: '' })),
    'contentApiBaseUrl must be a non-empty URL string',
  ],
])('a %s config fails with a clear message', async (_case, fetchImpl, problem) => {
  const error = await loadRuntimeConfig(fetchImpl).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RuntimeConfigError);
  expect((error as RuntimeConfigError).problems).toContain(problem);
});

test('an unreachable config fails with a clear message', async () => {
  const error = await loadRuntimeConfig(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))).catch(
    (caught: unknown) => caught,
  );
  expect((error as RuntimeConfigError).problems).toEqual(['could not fetch /config.json: TypeError: Failed to fetch']);
});
