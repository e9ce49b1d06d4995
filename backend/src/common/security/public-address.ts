import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may connect to when a user gives the URL (issue 30: "fetching someone else's URL is a
 * security boundary"; calendar feeds, and the push endpoints of issue 32): public unicast addresses only. Loopback,
 * private, link-local, shared, documentation, multicast and reserved ranges (RFC 6890) are refused, so a user's
 * address cannot reach this machine, its network or a cloud metadata service, unless an operator allow-lists a
 * network by configuration (CALENDAR_IMPORT_ALLOWED_NETWORKS).
 */
const NOT_PUBLIC_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const NOT_PUBLIC_V6 = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const;

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(network, prefix, 'ipv6');

/**
 * An IPv4 address mapped into IPv6 is checked as the IPv4 address it is, written either way: ::ffff:127.0.0.1, or
 * ::ffff:7f00:1 (two hex groups) as a URL's host gives it.
 */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] && hex[2]) {
    const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return { address: [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'), family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Networks given as CIDR text ("127.0.0.0/8, ::1/128"); throws on one that does not parse. */
export function networksOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', prefix = ''] = cidr.split('/');
    const family = isIP(network);
    if (family === 0 || !/^\d{1,3}$/.test(prefix)) throw new Error(`not a network in CIDR notation: ${cidr}`);
    list.addSubnet(network, Number(prefix), family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** True when a fetch may connect to the address: a public one, or one in an allow-listed network. */
export function mayConnectTo(address: string, allowed: BlockList): boolean {
  const { address: checked, family } = unmapped(address);
  if (isIP(checked) === 0) return false;
  return !notPublic.check(checked, family) || allowed.check(checked, family);
}
