import { defaultConfig } from '../../config/app-config.js';
import { contentSecurityDirectives, remoteOrigins, securityHeaders } from './security-headers.js';

describe('remoteOrigins', () => {
  it('keeps the origins of absolute remote URLs and skips paths', () => {
    expect(
      remoteOrigins({
        'mfe-discovery': '/remotes/mfe-discovery/mf-manifest.json',
        'mfe-account': 'https://cdn.example.org/account/mf-manifest.json',
        'mfe-producer': 'https://cdn.example.org/producer/mf-manifest.json',
        'mfe-editor': 'http://localhost:3004/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example.org', 'http://localhost:3004']);
  });
});

describe('contentSecurityDirectives', () => {
  it('allows our own files, the remote origins and https images', () => {
    const csp = contentSecurityDirectives(['https://cdn.example.org'], 'same-origin');
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(csp['style-src']).toContain('https://cdn.example.org');
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.org', 'wss://cdn.example.org']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it('allows the AdSense unit only when AD_NETWORK=adsense', () => {
    const house = contentSecurityDirectives([], 'same-origin');
    expect(house['script-src']).toEqual(["'self'"]);
    expect(house['frame-src']).toBeUndefined();
    expect(contentSecurityDirectives([], 'same-origin', 'none')).toEqual(house);
    const adsense = contentSecurityDirectives([], 'same-origin', 'adsense');
    expect(adsense['script-src']).toContain('https://pagead2.googlesyndication.com');
    expect(adsense['frame-src']).toEqual(expect.arrayContaining(['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com']));
    expect(adsense['connect-src']).toContain('https://pagead2.googlesyndication.com');
  });

  it('lets any site frame the widget', () => {
    expect(contentSecurityDirectives([], 'anywhere')['frame-ancestors']).toEqual(['*']);
  });
});

describe('securityHeaders', () => {
  const headersFor = securityHeaders({ remotes: defaultConfig().remotes, adNetwork: { kind: 'house' } });

  it('gives every path helmet\'s headers, computed once per policy', () => {
    const app = headersFor('/events/api/v1/events/');
    expect(app['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(app['x-frame-options']).toBe('SAMEORIGIN');
    expect(app['cross-origin-resource-policy']).toBe('same-origin');
    expect(app['x-powered-by']).toBeUndefined();
    expect(headersFor('/')).toBe(app);
  });

  it('sends HSTS only over HTTPS (issue 12: a plain-HTTP answer does not claim it)', () => {
    expect(headersFor('/events/')['strict-transport-security']).toBeUndefined();
    expect(headersFor('/widget/1/')['strict-transport-security']).toBeUndefined();
    for (const url of ['/events/', '/remotes/mfe-discovery/remoteEntry.js', '/widget/1/']) {
      expect(headersFor(url, true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(headersFor('/events/', true)['content-security-policy']).toBe(headersFor('/events/')['content-security-policy']);
  });

  it('lets other origins load /remotes/ files and any site frame /widget/ pages', () => {
    expect(headersFor('/remotes/mfe-discovery/remoteEntry.js')['cross-origin-resource-policy']).toBe('cross-origin');
    const widget = headersFor('/widget/42/');
    expect(widget['content-security-policy']).toContain('frame-ancestors *');
    expect(widget['x-frame-options']).toBeUndefined();
  });
});
