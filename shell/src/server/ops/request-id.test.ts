import { isValidRequestId, requestIdFor } from './request-id';

test("a trusted proxy's valid id is kept; anyone else's, or a malformed one, is replaced", () => {
  expect(requestIdFor('lb-4f1c2a9e-77', true)).toBe('lb-4f1c2a9e-77');
  expect(requestIdFor('lb-4f1c2a9e-77', false)).not.toBe('lb-4f1c2a9e-77');
  for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'new\nline-injected', '<script>alert</script>'])
    expect(requestIdFor(bad, true)).not.toBe(bad);
  expect(isValidRequestId(requestIdFor(undefined, true))).toBe(true);
});
