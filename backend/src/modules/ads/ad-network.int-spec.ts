import request from 'supertest';
import { adNetworkSchema } from '@events/contracts/ads';
import type { AppConfig } from '../../config/app-config.js';
import { useTestApp } from '../../testing/test-app.js';
import { FrontendModule } from '../frontend/frontend.module.js';
import { AdsModule } from './ads.module.js';

const NETWORK = '/events/api/v1/ads/network/';

function csp(res: request.Response): Record<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => [part.split(' ', 1)[0], part.slice(part.indexOf(' ') + 1)]),
  );
}

describe.each<[string, AppConfig['adNetwork']]>([
  ['house (default)', { kind: 'house' }],
  ['adsense', { kind: 'adsense', client: 'ca-pub-1234567890123456', slot: '9876543210' }],
  ['none', { kind: 'none' }],
])('the ad-network unit: %s (real PostgreSQL)', (_name, adNetwork) => {
  const t = useTestApp({ modules: [AdsModule, FrontendModule], config: adNetwork.kind === 'house' ? {} : { adNetwork } });

  it('is told to anyone, cacheable, in the contract shape', async () => {
    const res = await request(t.server).get(NETWORK).expect(200);
    expect(res.body).toEqual(adNetwork);
    expect(adNetworkSchema.parse(res.body)).toEqual(adNetwork);
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
  });

  it('lets pages load AdSense only when it is configured', async () => {
    const page = await request(t.server).get('/').expect(200);
    const directives = csp(page);
    if (adNetwork.kind === 'adsense') {
      expect(directives['script-src']).toContain('https://pagead2.googlesyndication.com');
      expect(directives['frame-src']).toContain('https://googleads.g.doubleclick.net');
      expect(directives['frame-src']).toContain('https://tpc.googlesyndication.com');
    } else {
      expect(directives['script-src']).toBe("'self'");
      expect(directives['frame-src']).toBeUndefined();
      expect(page.headers['content-security-policy']).not.toContain('googlesyndication');
    }
  });
});
