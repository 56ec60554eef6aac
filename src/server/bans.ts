// Bans as a server holds them: the people who may not chat and the address blocks (IPv4 or IPv6
// CIDR) that may neither chat, nor make guests, nor create matches. Read from the database at
// start and again whenever `moontable moderate` announces a change (store/chat.ts).

import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { BanRow } from '../store/chat.ts';

/** A CIDR block written the one way (`203.0.113.0/24`, `2001:db8::/32`), or null if it is none. */
export function parseCidr(text: string): { address: string; prefix: number; v: 4 | 6 } | null {
  const m = /^([0-9A-Fa-f:.]+)(?:\/(\d{1,3}))?$/.exec(text.trim());
  if (!m) return null;
  const address = m[1]!;
  const v = isIPv4(address) ? 4 : isIPv6(address) ? 6 : null;
  if (v === null) return null;
  const prefix = m[2] === undefined ? (v === 4 ? 32 : 128) : Number(m[2]);
  if (prefix > (v === 4 ? 32 : 128)) return null;
  return { address: address.toLowerCase(), prefix, v };
}

/** `::ffff:1.2.3.4` (how a dual-stack socket reports an IPv4 client) as `1.2.3.4`. */
const unmapped = (address: string): string => {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : address;
};

export class Bans {
  private people = new Set<string>();
  private networks = new BlockList();

  /** Takes the bans as they are in the database now. */
  set(rows: readonly BanRow[]): void {
    const people = new Set<string>();
    const networks = new BlockList();
    for (const r of rows) {
      if (r.kind === 'person') people.add(r.target);
      else {
        const c = parseCidr(r.target);
        if (c) networks.addSubnet(c.address, c.prefix, c.v === 4 ? 'ipv4' : 'ipv6');
      }
    }
    this.people = people;
    this.networks = networks;
  }

  person(id: string | null): boolean {
    return id !== null && this.people.has(id);
  }

  address(address: string): boolean {
    const a = unmapped(address);
    if (isIPv4(a)) return this.networks.check(a, 'ipv4');
    if (isIPv6(a)) return this.networks.check(a.split('%')[0]!, 'ipv6');
    return false;
  }
}
