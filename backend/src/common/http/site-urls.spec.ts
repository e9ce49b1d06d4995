import { defaultConfig } from '../../config/app-config.js';
import { safeNext, siteOrigin } from './site-urls.js';

describe('safeNext', () => {
  it('keeps same-site relative paths with their query and fragment', () => {
    expect(safeNext('/account/')).toBe('/account/');
    expect(safeNext('/events/?date_start=2026-01-01&q=a%20b#top')).toBe('/events/?date_start=2026-01-01&q=a%20b#top');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const bad of [undefined, '', 'account', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/\tevil', 'javascript:alert(1)', ['/a'], 42]) {
      expect(safeNext(bad)).toBe('/');
    }
    expect(safeNext('http://evil.example', '/account/')).toBe('/account/');
  });

  // Issue 12 item 1: the check ran on the raw text while the redirect carried the normalised path.
  const LEAVING = [
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com/x',
    '/./..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com',
    '/a/%2e%2e//evil.com',
    '/.\\evil.com',
    '/./\\evil.com',
    '/a/../\\evil.com',
    '/.//evil.com?x=1#y',
    '/..///evil.com',
    '/.//\tevil.com',
    '/.//evil.com\n',
    ' //evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https:evil.com',
    'https:/evil.com',
    '///evil.com',
    '/.//[::1]/x',
    '/..//user@evil.com',
  ];

  it.each(LEAVING)('falls back for %j, which normalises to a path leaving the site', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it('keeps what normalises to a path on the site', () => {
    expect(safeNext('/a/../events/')).toBe('/events/');
    expect(safeNext('/./account/')).toBe('/account/');
    expect(safeNext('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    for (const next of ['/events/', '/a/../b/?q=//x', '/x#//evil.com']) {
      const kept = safeNext(next);
      expect(new URL(kept, 'https://site.example').origin).toBe('https://site.example');
    }
  });
});

describe('siteOrigin', () => {
  const req = { protocol: 'http', host: 'localhost:3000' };

  it('uses PUBLIC_URL when set, else the request origin', () => {
    expect(siteOrigin(req, defaultConfig())).toBe('http://localhost:3000');
    expect(siteOrigin(req, defaultConfig({ publicUrl: 'https://events.example.org' }))).toBe('https://events.example.org');
  });
});
