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
});

describe('siteOrigin', () => {
  const req = { protocol: 'http', host: 'localhost:3000' };

  it('uses PUBLIC_URL when set, else the request origin', () => {
    expect(siteOrigin(req, defaultConfig())).toBe('http://localhost:3000');
    expect(siteOrigin(req, defaultConfig({ publicUrl: 'https://events.example.org' }))).toBe('https://events.example.org');
  });
});
