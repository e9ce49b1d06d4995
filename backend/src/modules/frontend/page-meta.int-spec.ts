import request from 'supertest';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../common/http/cache-class.js';
import { regionToday } from '../../testing/region-clock.js';
import { FAKE_SHELL_HTML, useTestApp } from '../../testing/test-app.js';
import { renderShellInLanguage } from './page-language.js';
import { FrontendModule } from './frontend.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';

/** The fake shell as a page sends it to an English reader (issue 31: its `lang` and Open Graph locales). */
const SHELL_PAGE_EN = renderShellInLanguage(FAKE_SHELL_HTML, 'en');

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const HOST = 'events.example.org';
const ORIGIN = `http://${HOST}`;

/** The content of `<meta property|name="key" content="...">`. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('frontend: detail page heads, sitemap and robots.txt (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [FrontendModule, ...CATALOGUE_MODULES], config: { allowedHosts: [...DEFAULT_ALLOWED_HOSTS, HOST] } });
  const ids = { venue: 0, hiddenVenue: 0, draftVenue: 0, event: 0, tricky: 0, past: 0, draft: 0, online: 0 };
  const slugs: Record<string, string> = {};
  const venueSlugs: Record<string, string> = {};

  beforeAll(async () => {
    const today = regionToday(t.app);
    ids.venue = await insertVenueFixture(t.app, {
      name: 'Colonial Theatre',
      street: '111 South Street',
      postal_code: '01201',
      phone: '(413) 555-0100',
      website: 'https://colonial.example.org/',
      description: '<p>A <b>grand</b> old theatre.</p>',
      image_primary: '/media/colonial.jpg',
    });
    await t.db.query(
      `INSERT INTO venue_open_times (venue_id, day_of_week, closed, time_start, time_end) VALUES
       ($1, 0, true, NULL, NULL), ($1, 4, false, '10:00', '22:00')`,
      [ids.venue],
    );
    ids.hiddenVenue = await insertVenueFixture(t.app, { name: 'Storage Annex', hide_from_listing: true });
    ids.draftVenue = await insertVenueFixture(t.app, { name: 'Draft Hall', published: false });
    ids.event = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Jazz Night',
      description: `<p>${'Swinging tunes all night. '.repeat(20)}</p>`,
      ticket_url: 'https://tickets.example.org/jazz',
      price: 'low',
      image_primary: 'https://img.example.org/jazz.jpg',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '19:00', timeEnd: '21:00' }],
    });
    ids.tricky = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Rock </script><script>alert(1)</script> & "Roll"',
      description: '<p>Bring <i>ear plugs</i> &amp; friends. </script><!--</p>',
      status: 'cancelled',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '20:00' }],
    });
    ids.online = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Online Talk',
      is_in_person: false,
      is_online: true,
      online_url: 'https://stream.example.org/talk',
      price: 'free',
      status: 'moved_online',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 4), timeStart: '12:00' }],
    });
    ids.past = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Last Year Gala',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, -30), timeStart: '19:00' }],
    });
    ids.draft = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Draft Show',
      published: false,
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 5), timeStart: '19:00' }],
    });
    for (const row of await t.db.query<{ id: number; slug: string }[]>('SELECT id, slug FROM events')) slugs[row.id] = row.slug;
    for (const row of await t.db.query<{ id: number; slug: string }[]>('SELECT id, slug FROM venues')) venueSlugs[row.id] = row.slug;
  });

  const page = (path: string) => request(t.server).get(path).set('Host', HOST).set('Accept', HTML);

  it("gives an event page its own title, description, Open Graph tags and schema.org Event in the shell's head", async () => {
    const res = await page(`/events/${ids.event}/${slugs[ids.event]}/`).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The same for every anonymous visitor: public, asked again by browsers on each load (cache-class.ts).
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const html = res.text;
    expect(html).toContain('<title>Jazz Night | Events shell</title>');
    expect(html).toContain('<div id="root"></div>');
    const description = metaContent(html, 'description') ?? '';
    expect(description).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, 7:00 PM – 9:00 PM at Colonial Theatre, Pittsfield, MA\. Swinging tunes/);
    expect(Array.from(description).length).toBeLessThanOrEqual(201);
    expect(metaContent(html, 'og:title')).toBe('Jazz Night | Events shell');
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/events/${ids.event}/${slugs[ids.event]}/`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBe('https://img.example.org/jazz.jpg');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/events/${ids.event}/${slugs[ids.event]}/">`);
    // A fediverse server given the page as HTML finds the event's ActivityStreams object at the same address.
    expect(html).toContain(`<link rel="alternate" type="application/activity+json" href="${ORIGIN}/events/${ids.event}/${slugs[ids.event]}/">`);
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz Night',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Colonial Theatre', address: { streetAddress: '111 South Street', addressLocality: 'Pittsfield', addressRegion: 'MA', postalCode: '01201' } },
      offers: { url: 'https://tickets.example.org/jazz' },
    });
    expect(String(ld.startDate)).toMatch(/T19:00:00-0[45]:00$/);
    expect(String(ld.endDate)).toMatch(/T21:00:00-0[45]:00$/);
  });

  it('keeps hostile names and descriptions inside their tags', async () => {
    const html = (await page(`/events/${ids.tricky}/${slugs[ids.tricky]}/`).expect(200)).text;
    // The only script elements are the boot data block and the JSON-LD one, each ending once.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>Rock &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Roll&quot; | Events shell</title>');
    const ld = jsonLdOf(html);
    expect(ld.name).toBe('Rock </script><script>alert(1)</script> & "Roll"');
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(metaContent(html, 'description')).toMatch(/^Cancelled\. /);
  });

  it('describes an online event with a virtual location', async () => {
    const html = (await page(`/events/${ids.online}/any-slug/`).expect(200)).text;
    expect(metaContent(html, 'description')).toMatch(/^Moved online\. /);
    const ld = jsonLdOf(html);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld.eventStatus).toBe('https://schema.org/EventMovedOnline');
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://stream.example.org/talk' });
    expect(ld.offers).toMatchObject({ price: 0 });
  });

  it('gives a venue page a schema.org Place with address, hours and links', async () => {
    const html = (await page(`/venues/${ids.venue}/${venueSlugs[ids.venue]}/`).expect(200)).text;
    expect(html).toContain(`<link rel="alternate" type="application/activity+json" href="${ORIGIN}/ap/venues/${ids.venue}">`);
    expect(html).toContain('<title>Colonial Theatre | Events shell</title>');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/media/colonial.jpg`);
    expect(metaContent(html, 'description')).toContain('111 South Street, Pittsfield, MA');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'Place',
      name: 'Colonial Theatre',
      telephone: '(413) 555-0100',
      description: 'A grand old theatre.',
      sameAs: ['https://colonial.example.org/'],
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '10:00', closes: '22:00' }],
      geo: { '@type': 'GeoCoordinates' },
    });
  });

  it("leads an address without its slug to the item's page, its query kept; an unknown or unpublished one to no redirect", async () => {
    const event = await page(`/events/${ids.event}/?widget=3`).expect(301);
    expect(event.headers.location).toBe(`/events/${ids.event}/${slugs[ids.event]}/?widget=3`);
    expect(event.headers['cache-control']).toBe('private, no-store');
    const venue = await page(`/venues/${ids.venue}`).expect(301);
    expect(venue.headers.location).toBe(`/venues/${ids.venue}/${venueSlugs[ids.venue]}/`);
    for (const path of ['/events/999999/', `/events/${ids.draft}/`, `/venues/${ids.draftVenue}/`, '/venues/0/']) {
      const res = await page(path);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('answers unknown and unpublished ids, and ids that are none, with the shell, status 404 and noindex', async () => {
    const noIds = ['/events/abc/x/', '/venues/0/y/', '/events/99999999999/z/'];
    for (const path of ['/events/999999/nope/', `/events/${ids.draft}/${slugs[ids.draft]}/`, `/venues/${ids.draftVenue}/x/`, '/venues/424242/y/', ...noIds]) {
      const res = await page(path).expect(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('og:title');
    }
  });

  it('keeps the other screen routes and non-HTML clients as they were', async () => {
    const withoutBoot = (html: string) => html.replace(/<script type="application\/json" id="page-boot">[^<]*<\/script>/, '');
    expect(withoutBoot((await page('/events/').expect(200)).text)).toBe(SHELL_PAGE_EN);
    expect(withoutBoot((await page('/events/abc/').expect(200)).text)).toBe(SHELL_PAGE_EN);
    await request(t.server).get(`/events/${ids.event}/x/`).set('Accept', 'application/json').expect(404, { detail: 'Not found.' });
    await request(t.server).head(`/events/${ids.event}/x/`).set('Accept', HTML).expect(200);
  });

  it('answers curl and link-preview fetchers (Accept */* or none) with the page and its head; JSON only to a JSON preference', async () => {
    const eventPath = `/events/${ids.event}/${slugs[ids.event]}/`;
    const venuePath = `/venues/${ids.venue}/${venueSlugs[ids.venue]}/`;
    const get = (path: string, accept: string | null) => {
      const req = request(t.server).get(path).set('Host', HOST);
      return accept === null ? req : req.set('Accept', accept);
    };
    for (const accept of ['*/*', null, 'text/html', 'text/html, application/json', 'application/json;q=0.5, */*']) {
      const event = await get(eventPath, accept).expect(200);
      expect(event.headers['content-type']).toContain('text/html');
      expect(event.headers['vary']).toMatch(/\bAccept\b/);
      expect(event.headers['vary']).toMatch(/\bAuthorization\b/);
      expect(metaContent(event.text, 'og:title')).toBe('Jazz Night | Events shell');
      expect(jsonLdOf(event.text)['@type']).toBe('Event');
      const venue = await get(venuePath, accept).expect(200);
      expect(metaContent(venue.text, 'og:url')).toBe(`${ORIGIN}${venuePath}`);
      expect(jsonLdOf(venue.text)['@type']).toBe('Place');
      await get('/events/999999/nope/', accept).expect(404).expect('Content-Type', /text\/html/);
    }
    for (const accept of ['application/json', 'application/json, text/html', 'application/json, text/plain, */*', 'text/html;q=0.5, application/json']) {
      const json = await get(eventPath, accept).expect(404, { detail: 'Not found.' });
      expect(json.headers['vary']).toMatch(/\bAccept\b/);
      await get(venuePath, accept).expect(404, { detail: 'Not found.' });
    }
    // A missing asset is not a page, whatever a script tag or image asks for.
    await get('/static/js/gone.0123abcd.js', '*/*').expect(404, { detail: 'Not found.' });
  });

  it('lists the lists, listed venues and upcoming published events in /sitemap.xml', async () => {
    const res = await request(t.server).get('/sitemap.xml').set('Host', HOST).expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${ORIGIN}/events/</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/venues/${ids.venue}/${venueSlugs[ids.venue]}/</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    for (const id of [ids.event, ids.tricky, ids.online]) expect(xml).toContain(`${ORIGIN}/events/${id}/${slugs[id]}/`);
    for (const id of [ids.past, ids.draft]) expect(xml).not.toContain(`/events/${id}/`);
    for (const id of [ids.hiddenVenue, ids.draftVenue]) expect(xml).not.toContain(`/venues/${id}/`);
  });

  it('points /robots.txt at the sitemap', async () => {
    const res = await request(t.server).get('/robots.txt').set('Host', HOST).expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /events/api/');
    expect(res.text).toContain('Disallow: /message/');
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
