import { BlockList, isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

// Whose X-Forwarded-For a server believes: the one rule both servers (the site's and content-api)
// read their TRUST_PROXY with, and the one walk of the header (proxy-addr's, as fastify's own).
// Server code only: nothing in a browser build imports this entry.

/** Nobody (false), a number of proxy hops in front of the server, or the proxies' addresses and ranges. */
export type TrustProxySetting = false | number | readonly string[];

/** Whether the hop at `hop` (0 is the peer on the socket) may speak for the address before it. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The range names proxy-addr knows: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; the private ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;
/**
 * The widest range a proxy list may name, IPv4 /8 and IPv6 /7 (fc00::/7, the unique-local block):
 * anything wider trusts nearly everyone, and a client that is trusted writes its own address.
 */
const WIDEST = { 4: 8, 6: 7 } as const;
/** IPv4 peers are matched against IPv6 ranges as ::ffff:a.b.c.d: such a range counts as IPv4. */
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

export class TrustProxyError extends Error {
  override readonly name = 'TrustProxyError';
}

/** Why one entry of a list cannot be a proxy, or undefined when it can. */
function entryProblem(entry: string): string | undefined {
  if (RANGE_NAMES.includes(entry)) return undefined;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address) as 0 | 4 | 6;
  if (family === 0 || rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
    return `"${entry}" is not an address, a CIDR range (address/bits) or one of ${RANGE_NAMES.join(', ')}`;
  }
  if (bits === undefined) return undefined;
  const prefix = Number(bits);
  if (prefix > (family === 4 ? 32 : 128)) return `"${entry}" is not a CIDR range`;
  const range = new BlockList();
  range.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  const mapped = family === 6 && (MAPPED.check(address, 'ipv6') || range.check('::ffff:0:0', 'ipv6'));
  if (prefix < WIDEST[family] || (mapped && prefix - 96 < WIDEST[4])) {
    return `"${entry}" would trust (nearly) every address: ranges wider than /${WIDEST[4]} (IPv4) or /${WIDEST[6]} (IPv6) are refused`;
  }
  return undefined;
}

/**
 * A TRUST_PROXY value read: empty is `fallback`; "false", "none" or "0" is nobody; a whole number
 * from 1 to 10 is that many hops; otherwise a comma list of addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal. Trusting everyone ("*", "true", "all", any /0, any range wider
 * than /8 or /7) is refused with a TrustProxyError that says why.
 */
export function parseTrustProxy(text: string | undefined, fallback: TrustProxySetting = false): TrustProxySetting {
  const value = (text ?? '').trim();
  if (value === '') return fallback;
  const lower = value.toLowerCase();
  if (['false', 'none', '0'].includes(lower)) return false;
  if (['*', 'true', 'all'].includes(lower)) {
    throw new TrustProxyError(
      `TRUST_PROXY=${value} would believe every peer's X-Forwarded-For, whose left end the client writes: name the proxies instead (addresses or CIDR ranges such as 10.0.1.5,10.0.1.0/24, or loopback)`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new TrustProxyError(`TRUST_PROXY as a hop count must be from 1 to ${MAX_HOPS}, got "${value}"`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.map(entryProblem).filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new TrustProxyError(`TRUST_PROXY: ${problems.join('; ')}`);
  return entries;
}

/** The setting as a trust function (proxy-addr's for a list), checked again: a setting made in code obeys the same rule. */
export function compileTrust(setting: TrustProxySetting): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') {
    if (!Number.isInteger(setting) || setting < 0 || setting > MAX_HOPS)
      throw new TrustProxyError(`a hop count must be from 0 to ${MAX_HOPS}`);
    return (_address, hop) => hop < setting;
  }
  if (!Array.isArray(setting)) throw new TrustProxyError(`not a trusted-proxy setting (true would trust every peer): ${String(setting)}`);
  parseTrustProxy(setting.join(','));
  return proxyaddr.compile([...setting]);
}

/** Plain IPv4 for an IPv4-mapped IPv6 address (how a dual-stack socket reports IPv4 peers). */
export function normalAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** What clientAddress reads of a request: the peer and the header (node's IncomingMessage has both). */
export interface ForwardedRequest {
  socket: { remoteAddress?: string | undefined };
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The client's address: X-Forwarded-For walked from the right (proxy-addr's walk), past each hop
 * `trust` vouches for, and then `vouchedHops` more (a server that proved who it is with the
 * forwarding secret vouches for the address it wrote). An entry that is not an address is no
 * client: the nearest address to its right is.
 */
export function clientAddress(request: ForwardedRequest, trust: TrustFunction, vouchedHops = 0): string {
  const header = request.headers['x-forwarded-for'];
  const chain = proxyaddr.all({
    connection: request.socket,
    socket: request.socket,
    headers: { 'x-forwarded-for': Array.isArray(header) ? header.join(',') : header },
  } as unknown as Parameters<typeof proxyaddr.all>[0]);
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] ?? '', hop)) hop += 1;
  hop = Math.min(chain.length - 1, hop + vouchedHops);
  while (hop > 0 && isIP(chain[hop] ?? '') === 0) hop -= 1;
  return normalAddress(chain[hop] ?? '');
}
