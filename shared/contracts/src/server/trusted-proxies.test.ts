import { clientAddress, compileTrust, parseTrustProxy, TrustProxyError, type TrustProxySetting } from './trusted-proxies';

const request = (peer: string, forwardedFor?: string) => ({
  socket: { remoteAddress: peer },
  headers: { 'x-forwarded-for': forwardedFor },
});
const client = (setting: TrustProxySetting, peer: string, forwardedFor?: string, vouched = 0) =>
  clientAddress(request(peer, forwardedFor), compileTrust(setting), vouched);

test('settings that trust every address are refused, however they are written', () => {
  const everyone = ['*', 'true', 'TRUE', 'all', '0.0.0.0/0', '::/0', '10.0.0.0/0', '10.0.0.0/7', '0.0.0.0/1, 128.0.0.0/1', '2000::/3'];
  const mapped = ['::ffff:0.0.0.0/96', '::ffff:0:0/96', '::ffff:128.0.0.0/97', '::/64', '::/80'];
  for (const value of [...everyone, ...mapped]) expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
  expect(() => parseTrustProxy('0.0.0.0/0')).toThrow('would trust (nearly) every address');
  expect(() => compileTrust(['0.0.0.0/0'])).toThrow(TrustProxyError);
});

test('addresses, ranges up to /8 and /7, range names and hop counts are taken; anything else is refused by name', () => {
  expect(parseTrustProxy('10.0.0.0/8, loopback, fc00::/7, ::ffff:10.0.0.0/104, 192.0.2.7')).toEqual([
    '10.0.0.0/8',
    'loopback',
    'fc00::/7',
    '::ffff:10.0.0.0/104',
    '192.0.2.7',
  ]);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy('none')).toBe(false);
  expect(parseTrustProxy('', ['loopback'])).toEqual(['loopback']);
  expect(() => parseTrustProxy('11')).toThrow('from 1 to 10');
  expect(() => parseTrustProxy('proxy.example')).toThrow('"proxy.example" is not an address');
  expect(() => parseTrustProxy('10.0.0.0/255.0.0.0')).toThrow('is not an address, a CIDR range');
  expect(() => parseTrustProxy('10.0.0.0/33')).toThrow('is not a CIDR range');
});

test('X-Forwarded-For is walked from the right, past the trusted proxies only', () => {
  const trusted = parseTrustProxy('10.0.0.0/8, loopback');
  expect(client(trusted, '::ffff:10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  expect(client(trusted, '10.0.0.5', '198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  expect(client(trusted, '192.0.2.1', '6.6.6.6')).toBe('192.0.2.1');
  expect(client(false, '127.0.0.1', '6.6.6.6')).toBe('127.0.0.1');
  // A junk entry is no client: the nearest real address is.
  expect(client(trusted, '10.0.0.5', 'not-an-ip')).toBe('10.0.0.5');
});

test('a hop count trusts that many proxies, and a vouched hop one more', () => {
  expect(client(1, '10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  expect(client(2, '10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('6.6.6.6');
  expect(client(1, '10.0.0.5')).toBe('10.0.0.5');
  // The site's server (vouched for by its secret) behind a trusted balancer: visitor, site server, balancer.
  expect(client(['10.0.0.0/8'], '10.0.0.5', '6.6.6.6, 198.51.100.7, 192.0.2.50', 1)).toBe('198.51.100.7');
  expect(client(false, '127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
  expect(client(false, '127.0.0.1', undefined, 1)).toBe('127.0.0.1');
});
