import { defaultConfig } from '../../config/app-config.js';
import { allowedHostPatterns, hostMatches, hostNameOf, isAllowedHost } from './allowed-hosts.js';

describe('hostNameOf', () => {
  it('keeps the lower-cased name without its port or trailing dot', () => {
    expect(hostNameOf('LocalHost:3000')).toBe('localhost');
    expect(hostNameOf('events.example.org.')).toBe('events.example.org');
    expect(hostNameOf('[::1]:4310')).toBe('[::1]');
    expect(hostNameOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses what is no host name', () => {
    for (const bad of ['evil.example/x', 'a b', 'evil.example:80:81', 'user@evil.example', '[::1', 'localhost:', 'évil.example', '']) {
      expect(hostNameOf(bad)).toBeUndefined();
    }
  });
});

describe('hostMatches', () => {
  it('matches exact names, .domain patterns with their subdomains, and *', () => {
    expect(hostMatches('events.example.org', ['events.example.org'])).toBe(true);
    expect(hostMatches('www.example.org', ['.example.org'])).toBe(true);
    expect(hostMatches('example.org', ['.example.org'])).toBe(true);
    expect(hostMatches('evilexample.org', ['.example.org'])).toBe(false);
    expect(hostMatches('example.org.evil.example', ['example.org'])).toBe(false);
    expect(hostMatches('anything', ['*'])).toBe(true);
  });
});

describe('isAllowedHost', () => {
  const local = allowedHostPatterns(defaultConfig());

  it('answers the local names on any port by default', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:54321', '[::1]:4310', undefined]) expect(isAllowedHost(host, local)).toBe(true);
  });

  it('refuses any other host by default (issue 12 item 2)', () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.evil.example', 'localhost@evil.example', '0.0.0.0:3000']) {
      expect(isAllowedHost(host, local)).toBe(false);
    }
  });

  it('always answers the host of PUBLIC_URL', () => {
    const patterns = allowedHostPatterns(defaultConfig({ publicUrl: 'https://Events.Example.org', allowedHosts: [] }));
    expect(isAllowedHost('events.example.org', patterns)).toBe(true);
    expect(isAllowedHost('localhost:3000', patterns)).toBe(false);
  });
});
