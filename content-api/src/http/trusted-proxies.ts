import { BlockList, isIP } from 'node:net';

/**
 * Whose X-Forwarded-For (and X-Request-Id) to believe: nobody (false), a number of hops in front of
 * this service, or the proxies' addresses, CIDR ranges and the names loopback, linklocal and
 * uniquelocal. "Everybody" is not a choice: the left of X-Forwarded-For is written by the client.
 */
export type TrustProxySetting = false | number | readonly string[];

/** Decides whether the hop at `hop` (0 is the peer on the socket) may speak for the address before it. */
export type TrustFunction = (address: string, hop: number) => boolean;

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function addEntry(list: BlockList, entry: string): void {
  const ranges = NAMED_RANGES[entry];
  if (ranges) {
    for (const range of ranges) addEntry(list, range);
    return;
  }
  const [address = '', bits] = entry.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}

/** True when an entry of a TRUST_PROXY list is an address, a CIDR range or a range name. */
export function isProxyEntry(entry: string): boolean {
  if (entry in NAMED_RANGES) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  return prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}

export function compileTrust(setting: TrustProxySetting): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') {
    if (!Number.isInteger(setting) || setting < 0) throw new Error(`a trusted hop count must be a whole number, got ${setting}`);
    return (_address, hop) => hop < setting;
  }
  const list = new BlockList();
  for (const entry of setting) {
    if (!isProxyEntry(entry)) throw new Error(`not a proxy address, CIDR range or range name: "${entry}"`);
    addEntry(list, entry);
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket shows up as ::ffff:a.b.c.d.
    const v4 = MAPPED_V4.exec(address)?.[1];
    if (v4 !== undefined) return list.check(v4, 'ipv4');
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
