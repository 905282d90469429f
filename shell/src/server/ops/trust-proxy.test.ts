import { clientAddress, parseTrustProxy } from './trust-proxy';

test('by default nobody is trusted: the peer is the visitor, whatever it sends', () => {
  const trust = parseTrustProxy(undefined);
  expect(trust.trusts('127.0.0.1')).toBe(false);
  expect(clientAddress('203.0.113.9', '198.51.100.1', trust)).toBe('203.0.113.9');
});

test('X-Forwarded-For is walked from the right, past the trusted proxies only', () => {
  const trust = parseTrustProxy('10.0.0.0/8, loopback');
  expect(trust.trusts('::ffff:10.1.2.3')).toBe(true);
  expect(trust.trusts('::1')).toBe(true);
  // The visitor sent a forged first entry; the balancer appended the address it saw.
  expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7', trust)).toBe('198.51.100.7');
  expect(clientAddress('10.0.0.5', '198.51.100.7, 10.0.0.9', trust)).toBe('198.51.100.7');
  // An untrusted peer's header is not read at all.
  expect(clientAddress('192.0.2.1', '6.6.6.6', trust)).toBe('192.0.2.1');
  // A junk entry is no visitor: the nearest real address is.
  expect(clientAddress('10.0.0.5', 'not-an-ip', trust)).toBe('10.0.0.5');
});

test('a hop count trusts that many proxies in front of the shell', () => {
  const trust = parseTrustProxy('1');
  expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7', trust)).toBe('198.51.100.7');
  expect(clientAddress('10.0.0.5', undefined, trust)).toBe('10.0.0.5');
  expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7', parseTrustProxy('2'))).toBe('6.6.6.6');
});

test('trusting everyone, and settings that are not addresses, are refused with a clear error', () => {
  for (const value of ['*', 'true', '0.0.0.0/0', '::/0']) expect(() => parseTrustProxy(value)).toThrow(/every peer|not \/0/);
  expect(() => parseTrustProxy('proxy.example')).toThrow('TRUST_PROXY: "proxy.example" is not an address');
  expect(() => parseTrustProxy('10.0.0.0/33')).toThrow('TRUST_PROXY');
});
