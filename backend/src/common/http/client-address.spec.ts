import { rateLimitAddressOf } from './client-address.js';

describe('rateLimitAddressOf', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped ones', () => {
    expect(rateLimitAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressOf(undefined)).toBe('unknown');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(rateLimitAddressOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(rateLimitAddressOf('2001:0DB8:85A3:08D3::1')).toBe(network);
    expect(rateLimitAddressOf('2001:db8:85a3:8d3::ffff:1.2.3.4')).toBe(network);
    expect(rateLimitAddressOf('2001:db8:85a3:8d4::1')).not.toBe(network);
    expect(rateLimitAddressOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddressOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
