import { BlockList, isIP } from 'node:net';

// Which peers may tell the shell who the visitor is (X-Forwarded-For) and which request this is
// (X-Request-Id): only the proxies its TRUST_PROXY names. Default: none, so a visitor's own
// headers are never believed.
//
// TRUST_PROXY is a comma-separated list of addresses and CIDR ranges ("10.0.0.0/8, ::1", or
// "loopback" for 127.0.0.0/8 and ::1), or a whole number of proxy hops in front of the shell ("1":
// the peer is the load balancer, the last X-Forwarded-For entry is the visitor).

export interface TrustProxy {
  /** True when this peer is a trusted proxy. */
  trusts(address: string): boolean;
  /** How many hops to walk back, when the setting is a hop count. */
  hops?: number;
}

const NOBODY: TrustProxy = { trusts: () => false };
const EVERYTHING = new Set(['*', 'true', 'all', '0.0.0.0/0', '::/0']);

/** Plain IPv4 for an IPv4-mapped IPv6 address (how a dual-stack socket reports IPv4 peers). */
export function normalAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

function addEntry(list: BlockList, entry: string): void {
  if (entry === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return;
  }
  const [address = '', prefix] = entry.split('/');
  const family = familyOf(address);
  const bits = prefix === undefined ? undefined : Number(prefix);
  const max = family === 'ipv4' ? 32 : 128;
  if (!family || (bits !== undefined && (!Number.isInteger(bits) || bits < 1 || bits > max))) {
    throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range (not /0) or "loopback".`);
  }
  if (bits === undefined) list.addAddress(address, family);
  else list.addSubnet(address, bits, family);
}

/** The setting from TRUST_PROXY's text; a clear error for anything unusable, or for trusting everyone. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === 'none') return NOBODY;
  if (EVERYTHING.has(text.toLowerCase())) throw new Error(`TRUST_PROXY="${text}" would trust every peer: name the proxies instead.`);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? NOBODY : { trusts: () => true, hops };
  }
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean))
    addEntry(list, entry);
  return {
    trusts: (address) => {
      const normal = normalAddress(address);
      const family = familyOf(normal);
      return family !== undefined && list.check(normal, family);
    },
  };
}

/**
 * The visitor's address: the peer, unless it is a trusted proxy; then X-Forwarded-For walked from
 * the right, past trusted proxies (or the given number of hops), to the first address none of them
 * vouches for. Entries that are not addresses end the walk: what is left of them is the visitor's.
 */
export function clientAddress(peer: string, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  const chain = [...String(forwardedFor ?? '').split(','), peer].map(normalAddress).filter(Boolean);
  let index = chain.length - 1;
  if (trust.hops !== undefined) index = Math.max(0, index - trust.hops);
  else while (index > 0 && trust.trusts(chain[index]!)) index -= 1;
  // A forged or broken entry (not an address) is no visitor: the nearest address that is.
  while (index < chain.length - 1 && !isIP(chain[index]!)) index += 1;
  return chain[index]!;
}
