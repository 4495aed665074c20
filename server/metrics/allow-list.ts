import net from 'node:net';

/** The client addresses a list of addresses and CIDR networks lets in. */
export type AllowList = { allows(ip: string | undefined): boolean };

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  if (net.isIPv4(address)) return 'ipv4';
  if (net.isIPv6(address)) return 'ipv6';
  return undefined;
}

/**
 * Why an entry of an allow-list is not usable, or undefined when it is: an IPv4 or IPv6 address
 * (`127.0.0.1`, `::1`) or a network in CIDR form (`10.0.0.0/8`, `fd00::/8`).
 */
export function allowEntryProblem(entry: string): string | undefined {
  const [address = '', prefix, extra] = entry.split('/');
  const family = familyOf(address);
  if (!family || extra !== undefined) return `'${entry}' is not an IP address or CIDR network`;
  if (prefix === undefined) return undefined;
  const bits = family === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) {
    return `'${entry}' has a prefix length outside 0 to ${bits}`;
  }
  return undefined;
}

/** Entries already checked with allowEntryProblem. */
export function allowList(entries: readonly string[]): AllowList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(address)!;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    allows(ip) {
      // A zone index (`fe80::1%eth0`) names the interface, not another host.
      const bare = ip?.split('%')[0] ?? '';
      const family = familyOf(bare);
      // An IPv4 client on a dual-stack socket arrives as `::ffff:a.b.c.d`; BlockList matches
      // that against IPv4 entries.
      return family !== undefined && list.check(bare, family);
    },
  };
}
