import net from 'node:net';

/**
 * The key an address is counted under (record 114). An IPv4 address is one key. An IPv6 host
 * usually holds a whole /64 and can take a new address from it for every request, so an IPv6
 * address is counted by its /64; an IPv4 address written as IPv6 (`::ffff:203.0.113.9`) counts as
 * the IPv4 one. Everything that limits by address goes through here.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  return `${hextets(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros. */
function hextets(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (g.includes('.') ? g : parseInt(g, 16).toString(16)));
}
