import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone id dropped, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): string[] {
  const [plain = ''] = address.split('%');
  const groupsOf = (part: string): string[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const [head = '', tail] = plain.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The unit a per-address limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address by its /64 network, since one subscriber gets a whole /64 and could otherwise take a fresh address for
 * every request.
 */
export function rateLimitAddressOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip.split('%')[0] ?? '')) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}
