import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network';

describe('the network a limit counts', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['::ffff:cb00:7105', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    [undefined, 'unknown'],
  ])('A4: %s is counted as %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('A4: two addresses of one /64 are one network, of two /64s two', () => {
    expect(networkOf('2001:db8:a:b:1::1')).toBe(networkOf('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(networkOf('2001:db8:a:b::1')).not.toBe(networkOf('2001:db8:a:c::1'));
    expect(networkOf('198.51.100.1')).not.toBe(networkOf('198.51.100.2'));
  });
});
