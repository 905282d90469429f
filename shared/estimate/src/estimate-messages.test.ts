import { submitButtonText } from './estimate-messages';
import { createIdempotencyKey } from './idempotency-key';

test('busy wins over every button text', () => {
  expect(submitButtonText('new-franchise', 'Send', true)).toBe('Please wait...');
  expect(submitButtonText('page', undefined, false)).toBe('Get An Estimate');
});

test('an idempotency key is a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(createIdempotencyKey()).toMatch(uuid);
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuid);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
  }
});
