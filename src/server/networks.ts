// Budgets key on networks, not exact addresses: one person may hold a whole IPv6 /64 (billions
// of addresses), so counting per address would give them billions of budgets. Each address
// falls into a network (`net`: IPv4 /32 by default, /24 or another prefix when the operator
// says so; IPv6 /64) and a wider one (`wide`: the IPv6 /48 a site usually gets; for IPv4 the
// same network), and every per-client budget and cap is kept per `net`, with a looser one per
// `wide` where a single holder could have many nets.

import { isIPv4, isIPv6 } from 'node:net';

export interface Network {
  /** e.g. `203.0.113.7/32`, `203.0.113.0/24` or `2001:db8:1:2::/64`. */
  readonly net: string;
  /** e.g. `2001:db8:1::/48`; for IPv4 the same as `net`. */
  readonly wide: string;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function hextets(address: string): number[] | null {
  const plain = address.split('%')[0]!;
  if (!isIPv6(plain)) return null;
  let text = plain;
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text =
      text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  const zeros = 8 - front.length - back.length;
  return [...front, ...Array<number>(Math.max(0, zeros)).fill(0), ...back];
}

function v4Network(address: string, prefix: number): string {
  const bytes = address.split('.').map(Number);
  const n = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const masked = prefix === 0 ? 0 : (n & (~0 << (32 - prefix))) >>> 0;
  const quad = [masked >>> 24, (masked >>> 16) & 255, (masked >>> 8) & 255, masked & 255];
  return `${quad.join('.')}/${prefix}`;
}

const v6Prefix = (groups: readonly number[], count: number): string =>
  `${groups
    .slice(0, count)
    .map((g) => g.toString(16))
    .join(':')}::/${count * 16}`;

/**
 * The network an address counts in. IPv4-mapped IPv6 addresses (::ffff:1.2.3.4, as a dual-stack
 * socket reports IPv4 clients) count as their IPv4 address. Anything else (which Node never
 * reports) is a network of its own.
 */
export function networkOf(address: string, ipv4Prefix = 32): Network {
  if (isIPv4(address)) {
    const net = v4Network(address, ipv4Prefix);
    return { net, wide: net };
  }
  const groups = hextets(address);
  if (!groups) return { net: address, wide: address };
  const mapped = groups.slice(0, 6).every((g, i) => (i === 5 ? g === 0xffff : g === 0));
  if (mapped) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return networkOf(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, ipv4Prefix);
  }
  return { net: v6Prefix(groups, 4), wide: v6Prefix(groups, 3) };
}
