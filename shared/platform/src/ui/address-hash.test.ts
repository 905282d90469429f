import { hashName } from './address-hash';

test('hash names are decoded, and malformed escapes kept as written', () => {
  expect(hashName('#Book%20Online')).toBe('Book Online');
  expect(hashName('#100%')).toBe('100%');
  expect(hashName('#%E0%A4%A')).toBe('%E0%A4%A');
  expect(hashName('reviews')).toBe('reviews');
  expect(hashName('')).toBe('');
});
