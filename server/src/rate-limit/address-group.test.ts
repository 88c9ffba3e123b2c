import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const group = addressGroup('2001:db8:1:2::1');
    expect(group).toBe('2001:db8:1:2::/64');
    for (const ip of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:a:b:c:d', '2001:DB8:1:2::abcd']) {
      expect(addressGroup(ip)).toBe(group);
    }
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
