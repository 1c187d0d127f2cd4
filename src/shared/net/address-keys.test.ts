import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKeys } from './address-keys.ts';

describe('addressKeys', () => {
  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const a = addressKeys('2001:db8:aa:1:1234:5678:9abc:def0').address;
    expect(a).toBe('2001:db8:aa:1::/64');
    expect(addressKeys('2001:0DB8:00aa:0001::1').address).toBe(a);
    expect(addressKeys('[2001:db8:aa:1::ffff]').address).toBe(a);
    expect(addressKeys('2001:db8:aa:1::1%eth0').address).toBe(a);
    expect(addressKeys('2001:db8:aa:2::1').address).not.toBe(a);
    expect(addressKeys('2001:db8:aa:1::1').network).toBeNull();
  });

  it('puts any interface identifier of a /64 under the same key (property)', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((g) => g.toString(16));
    fc.assert(fc.property(fc.array(group, { minLength: 4, maxLength: 4 }), fc.array(group, { minLength: 4, maxLength: 4 }), (prefix, iid) => {
      expect(addressKeys([...prefix, ...iid].join(':')).address).toBe(addressKeys([...prefix, '0', '0', '0', '1'].join(':')).address);
    }));
  });

  it('keeps IPv4 addresses apart and groups them by /24', () => {
    expect(addressKeys('198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
    expect(addressKeys('198.51.100.8').network).toBe('198.51.100.0/24');
    expect(addressKeys('198.51.101.8').network).toBe('198.51.101.0/24');
    expect(addressKeys('::ffff:198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
  });

  it('never throws and never merges garbage with a real address', () => {
    expect(addressKeys(undefined).address).toBe('unknown');
    expect(addressKeys('999.1.1.1').network).toBeNull();
    expect(addressKeys('1:2:3').address).toBe('1:2:3');
    fc.assert(fc.property(fc.string(), (s) => { expect(typeof addressKeys(s).address).toBe('string'); }));
  });
});
