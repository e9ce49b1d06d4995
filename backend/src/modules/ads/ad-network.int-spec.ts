import request from 'supertest';
import { adNetworkSchema } from '@events/contracts/ads';
import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';
import { addDaysToLocalDate } from '@events/domain/local-time';
import type { AppConfig } from '../../config/app-config.js';
import { REPO_ROOT } from '../../config/project-paths.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { FrontendModule } from '../frontend/frontend.module.js';
import { SearchModule } from '../search/search.module.js';
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

describe.each<[string, AppConfig['adNetwork']]>([
  ['house', { kind: 'house' }],
  ['none', { kind: 'none' }],
])('the ad-network unit on a listing rendered on the server: %s (real builds, real PostgreSQL)', (_name, adNetwork) => {
  const host = 'events.example.org';
  // The repository's real builds: `npm run build` makes the shell's and mfe-discovery's server builds before jest runs.
  const t = useTestApp({
    modules: [AdsModule, FrontendModule, SearchModule, ...CATALOGUE_MODULES],
    config: { webRoot: REPO_ROOT, allowedHosts: [...DEFAULT_ALLOWED_HOSTS, host], adNetwork },
  });
  const page = (address: string) => request(t.server).get(address).set('Host', host).set('Accept', 'text/html');
  /** The markup the server rendered into `#root`, up to the page's state block. */
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${PAGE_STATE_ELEMENT_ID}"`));

  it("shows the events listing's unit in its place among the cards, as configured; none on the venues listing", async () => {
    const tomorrow = addDaysToLocalDate(regionToday(t.app), 1);
    const venue = await insertVenueFixture(t.app, { name: 'Mahaiwe Theater' });
    for (const name of ['Morning Yoga', 'Evening Quartet']) {
      await insertEventFixture(t.app, { venue_id: venue, name, series: [{ frequency: 'once', dtstart: tomorrow, timeStart: '18:00', timeEnd: '20:00' }] });
    }
    const events = await page(`/events/?date_start=${tomorrow}&date_end=${tomorrow}`).expect(200);
    const root = rootOf(events.text);
    const lastCard = root.lastIndexOf('data-testid="event-card"');
    expect(lastCard).toBeGreaterThan(0);
    // The browser hydrates from the page's own answer (the unit, or none), at the place the render drew.
    expect(events.text).toContain('"queryKey":["ad-network"]');
    expect(events.text).toMatch(/"adNetworkRandom":0(\.\d+)?[,}]/);
    if (adNetwork.kind === 'house') {
      // Two results: the unit's first possible place (2, spec section 9) is after both.
      expect(root.indexOf('data-testid="ad-network-unit"')).toBeGreaterThan(lastCard);
      expect(root).toContain('data-ad-network="house"');
    } else {
      expect(root).not.toContain('data-testid="ad-network-unit"');
    }

    const venues = await page('/venues/').expect(200);
    expect(rootOf(venues.text)).toContain('data-testid="venue-card"');
    expect(rootOf(venues.text)).not.toContain('data-testid="ad-network-unit"');
    expect(venues.text).not.toContain('"queryKey":["ad-network"]');
  });
});
