import { mayConnectTo, networksOf } from './public-address.js';

describe('mayConnectTo', () => {
  const none = networksOf([]);

  it('allows public addresses of both families', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:93.184.216.34', '::ffff:5db8:d822']) expect(mayConnectTo(address, none)).toBe(true);
  });

  it('refuses loopback, private, link-local, shared, documentation, multicast and reserved addresses', () => {
    const refused = [
      '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '192.0.2.10', '198.51.100.7', '203.0.113.9', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1',
      'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '2001:db8::1', 'not-an-address',
    ];
    for (const address of refused) expect([address, mayConnectTo(address, none)]).toEqual([address, false]);
  });

  it('allows a network an operator allow-lists, and only that one', () => {
    const loopback = networksOf(['127.0.0.0/8', '::1/128']);
    expect(mayConnectTo('127.0.0.1', loopback)).toBe(true);
    expect(mayConnectTo('::1', loopback)).toBe(true);
    expect(mayConnectTo('10.0.0.1', loopback)).toBe(false);
    expect(() => networksOf(['localhost'])).toThrow('not a network in CIDR notation: localhost');
  });
});
