import net from 'node:net';
import type { Request } from 'express';

/**
 * The network a request comes from, the unit every per-IP limit counts: an IPv4 address whole
 * (/32), an IPv6 address by its /64 prefix. One IPv6 subscriber or server gets a whole /64 and
 * may pick any address in it, so counting full IPv6 addresses would give an attacker billions of
 * fresh budgets. An IPv4 address written as IPv6 (`::ffff:203.0.113.5`) is that IPv4 address.
 */
export function networkOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // A zone index (`fe80::1%eth0`) names a local interface, not a different host.
  const bare = address.split('%')[0]!;
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return bare.toLowerCase();
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The network of the request's client (req.ip honours TRUST_PROXY). */
export function clientNetwork(req: Pick<Request, 'ip'>): string {
  return networkOf(req.ip);
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
