import { describe, expect, it } from 'vitest';
import { allowEntryProblem, allowList } from './allow-list';

describe('allowList', () => {
  it('when addresses and networks are listed, then exactly those clients are let in', () => {
    const list = allowList(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(list.allows('127.0.0.1')).toBe(true);
    expect(list.allows('10.20.30.40')).toBe(true);
    expect(list.allows('fd12:3456::1')).toBe(true);
    expect(list.allows('127.0.0.2')).toBe(false);
    expect(list.allows('11.0.0.1')).toBe(false);
    expect(list.allows('fe80::1')).toBe(false);
    expect(list.allows(undefined)).toBe(false);
    expect(list.allows('not an address')).toBe(false);
  });

  it('when an IPv4 client arrives written as IPv6, then it is judged as its IPv4 address', () => {
    const list = allowList(['10.0.0.0/8']);
    expect(list.allows('::ffff:10.1.2.3')).toBe(true);
    expect(list.allows('::ffff:192.168.1.1')).toBe(false);
  });

  it('when an entry is not an address or network, then it says why', () => {
    expect(allowEntryProblem('10.0.0.0/8')).toBeUndefined();
    expect(allowEntryProblem('::1')).toBeUndefined();
    expect(allowEntryProblem('localhost')).toMatch(/not an IP address/);
    expect(allowEntryProblem('10.0.0.0/33')).toMatch(/0 to 32/);
    expect(allowEntryProblem('fd00::/129')).toMatch(/0 to 128/);
    expect(allowEntryProblem('10.0.0.0/8/8')).toMatch(/not an IP address/);
    expect(allowEntryProblem('10.0.0.0/')).toMatch(/prefix length/);
  });
});
