import { isForwardingSecret, readForwardingSecret } from './forwarding';

test('the forwarding secret is read from FORWARDING_SECRET and must be long enough to guess hard', () => {
  expect(readForwardingSecret({})).toBeUndefined();
  expect(readForwardingSecret({ FORWARDING_SECRET: ' a-long-shared-secret-value ' })).toBe('a-long-shared-secret-value');
  expect(() => readForwardingSecret({ FORWARDING_SECRET: 'short' })).toThrow('FORWARDING_SECRET must be at least 16 characters');
});

test('only the exact secret is the secret; with none configured nothing is', () => {
  const secret = 'a-long-shared-secret-value';
  expect(isForwardingSecret(secret, secret)).toBe(true);
  expect(isForwardingSecret(`${secret}x`, secret)).toBe(false);
  expect(isForwardingSecret([secret], secret)).toBe(false);
  expect(isForwardingSecret(undefined, secret)).toBe(false);
  expect(isForwardingSecret(secret, undefined)).toBe(false);
});
