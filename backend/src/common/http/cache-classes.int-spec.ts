import { addDaysToLocalDate } from '@events/domain/local-time';
import { API_ENDPOINTS, type NamedEndpoint } from '@events/contracts/api';
import { contentPagesEndpoints } from '@events/contracts/content-pages';
import { cacheClassOf, type CacheClass, type Endpoint, pathOf } from '@events/contracts/endpoint';
import { eventsEndpoints } from '@events/contracts/events';
import { venuesEndpoints } from '@events/contracts/venues';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BillingService } from '../../modules/billing/billing.service.js';
import { sampleRequest } from '../../testing/request-samples.js';
import { regionToday } from '../../testing/region-clock.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { BROWSER_USER_AGENT } from '../../testing/widget-page-data.js';
import { PUBLIC_CACHE_CONTROL } from './cache-class.js';

/** The id of the fixtures' venue and event, so one sample request reaches both kinds of `{id}`. */
const ITEM_ID = 7301;

/** Requests whose samples the contracts cannot give (a page that exists, a live search's text): the rest use sampleRequest. */
const SAMPLE_URLS: Readonly<Record<string, string>> = {
  'contentPages.get': pathOf(contentPagesEndpoints.get, { slug: 'about' }),
  'events.liveSearch': `${pathOf(eventsEndpoints.liveSearch)}?q=Cached`,
  'venues.liveSearch': `${pathOf(venuesEndpoints.liveSearch)}?q=Cache`,
};

/** A caller: anonymous, or signed in by the browser's session cookie or by a bearer token. */
type Caller = { readonly name: 'anonymous' | 'cookie session' | 'bearer token'; readonly headers: Readonly<Record<string, string>> };

type Answer = { readonly status: number; readonly headers: Readonly<Record<string, string | string[] | undefined>>; readonly text: string };

/** Cookies an anonymous browser carries that are none of the session's: a public answer must not depend on them. */
const FOREIGN_COOKIES = 'csrftoken=AnonymousToken0123456789abcdefghijklmnop; ad_seen=1; _pk_id=visitor.1700000000; theme=dark';

function header(answer: Answer, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * The class an answer is in, or what is wrong with it: public (public, s-maxage, a strong ETag, no Set-Cookie, varying
 * on Authorization) or private (private or no-store, never public); nothing in between, never both.
 */
function classOf(answer: Answer): CacheClass | string {
  const cacheControl = header(answer, 'cache-control');
  const directives = cacheControl.split(',').map((d) => d.trim().toLowerCase());
  const isPrivate = directives.includes('private') || directives.includes('no-store');
  const isPublic = directives.includes('public');
  if (isPublic && isPrivate) return `both public and private: "${cacheControl}"`;
  if (isPrivate) return 'private';
  if (!isPublic) return `neither public nor private: "${cacheControl}"`;
  const problems = [
    directives.some((d) => /^s-maxage=\d+$/.test(d)) ? '' : 'no s-maxage',
    /^"[^"]+"$/.test(header(answer, 'etag')) ? '' : `no strong ETag (${header(answer, 'etag') || 'none'})`,
    header(answer, 'set-cookie') === '' ? '' : 'a Set-Cookie',
    /\bAuthorization\b/.test(header(answer, 'vary')) ? '' : 'no Vary: Authorization',
    /\bCookie\b/.test(header(answer, 'vary')) ? 'Vary: Cookie' : '',
  ].filter((p) => p !== '');
  return problems.length === 0 ? 'public' : `public with ${problems.join(', ')}`;
}

describe('cache classes: every GET answer is public or private, nothing in between (issue 28)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let widgetId = 0;
  let callers: Caller[] = [];
  /** What each endpoint answered an anonymous visitor in the walk: its status and class. */
  const anonymousAnswers = new Map<string, string>();

  const GETS = API_ENDPOINTS.filter(({ endpoint }) => endpoint.method === 'GET' && endpoint.servedBy !== 'files');

  /** The `{id}` a sample request puts in the path: the widget's on the widget routes, else the venue's and event's. */
  const pathIdOf = (endpoint: Endpoint): number => (/\/widgets?\//.test(endpoint.path) ? widgetId : ITEM_ID);

  async function send(url: string, headers: Readonly<Record<string, string>>): Promise<Answer> {
    const res = await request(t.server).get(url).set({ Host: 'localhost', ...headers });
    return { status: res.status, headers: res.headers as Answer['headers'], text: res.text };
  }

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.app.get(DataSource);
    const today = regionToday(t.app);
    await insertVenueFixture(t.app, { name: 'Cache Hall', id: ITEM_ID });
    await insertEventFixture(t.app, {
      id: ITEM_ID,
      venue_id: ITEM_ID,
      name: 'Cached Concert',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '19:00', timeEnd: '21:00' }],
    });
    owner = await registerTestAccount(t, 'cache.owner@example.org');
    await db.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)', [owner.id, ITEM_ID]);
    await t.app.get(BillingService).startDemoSubscription(owner.id);
    const search = await request(t.server).post('/events/api/v1/saved_searches/').set(owner.auth).send({ search_name: 'Concerts', keyword: 'concert' }).expect(201);
    const widget = await request(t.server).post('/events/api/v1/widgets/').set(owner.auth).send({ title: 'Cached calendar', search_id: search.body.id as number }).expect(201);
    widgetId = widget.body.id as number;
    callers = [
      { name: 'anonymous', headers: { 'User-Agent': BROWSER_USER_AGENT } },
      { name: 'cookie session', headers: { 'User-Agent': BROWSER_USER_AGENT, Cookie: owner.browser.Cookie } },
      { name: 'bearer token', headers: { 'User-Agent': BROWSER_USER_AGENT, ...owner.auth } },
    ];
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(GETS.map((named) => [named.name, named] as const))('%s answers every caller in exactly one class', async (_name, named: NamedEndpoint) => {
    const { endpoint } = named;
    const url = SAMPLE_URLS[named.name] ?? sampleRequest(endpoint, pathIdOf(endpoint)).url;
    const declared = cacheClassOf(endpoint);
    const problems: string[] = [];
    for (const caller of callers) {
      const answer = await send(url, caller.headers);
      const found = classOf(answer);
      if (caller.name === 'anonymous') anonymousAnswers.set(named.name, `${answer.status} ${found}`);
      const wanted: CacheClass = caller.name === 'anonymous' && declared === 'public' && answer.status === 200 ? 'public' : 'private';
      if (found !== wanted) problems.push(`${caller.name} (${answer.status}): ${found}, not ${wanted}`);
      if (found !== 'public' || caller.name !== 'anonymous') continue;
      // The copy is current: 304 without a body, with the same validator and class.
      const again = await send(url, { ...caller.headers, 'If-None-Match': header(answer, 'etag') });
      if (again.status !== 304 || again.text !== '' || header(again, 'etag') !== header(answer, 'etag')) {
        problems.push(`If-None-Match: ${again.status} with ETag ${header(again, 'etag')}`);
      }
      // Cookies that are not the session's change nothing: the answer is the same for every anonymous visitor.
      const withCookies = await send(url, { ...caller.headers, Cookie: FOREIGN_COOKIES });
      if (classOf(withCookies) !== 'public' || header(withCookies, 'etag') !== header(answer, 'etag')) {
        problems.push(`foreign cookies: ${classOf(withCookies)}, ETag ${header(withCookies, 'etag')} (without: ${header(answer, 'etag')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reached every public endpoint with an answer of the public class', () => {
    const publicGets = GETS.filter(({ endpoint }) => cacheClassOf(endpoint) === 'public').map(({ name }) => name);
    expect(publicGets.map((name) => `${name}: ${anonymousAnswers.get(name) ?? 'not asked'}`)).toEqual(publicGets.map((name) => `${name}: 200 public`));
  });

  it('answers the default lifetimes where an endpoint has none of its own, and a 304 revalidates a detail before it is built', async () => {
    const detail = `/events/api/v1/events/${ITEM_ID}/`;
    const first = await send(detail, {});
    expect(first.status).toBe(200);
    expect(header(first, 'cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    // A write moves the catalogue's generation: the old copy is no longer current.
    await t.app.get(DataSource).query('UPDATE events SET name = $2 WHERE id = $1', [ITEM_ID, 'Renamed Concert']);
    const after = await send(detail, { 'If-None-Match': header(first, 'etag') });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.text)).toMatchObject({ name: 'Renamed Concert' });
    expect(header(after, 'etag')).not.toBe(header(first, 'etag'));
    // A HEAD revalidates the same way; an address the detail refuses gets its 400 whatever copy the request names.
    expect((await request(t.server).head(detail).set({ Host: 'localhost', 'If-None-Match': header(after, 'etag') })).status).toBe(304);
    const refused = await send('/events/api/v1/events/abc/', { 'If-None-Match': header(after, 'etag') });
    expect(refused.status).toBe(400);
    expect(Object.keys(JSON.parse(refused.text) as object)).toEqual(['id']);
  });

  describe("the shell's pages", () => {
    const pages = (): string[] => ['/', '/events/', `/events/${ITEM_ID}/cached-concert/`, `/venues/${ITEM_ID}/cache-hall/`, '/account/'];

    it('are public for an anonymous visitor and private for a signed-in one', async () => {
      const problems: string[] = [];
      for (const page of pages()) {
        for (const caller of callers) {
          const answer = await send(page, { ...caller.headers, Accept: 'text/html' });
          const wanted: CacheClass = caller.name === 'anonymous' ? 'public' : 'private';
          if (answer.status !== 200 || classOf(answer) !== wanted) problems.push(`${page} as ${caller.name}: ${answer.status} ${classOf(answer)}`);
          if (caller.name !== 'anonymous') continue;
          // Browsers ask again on every load (the boot data says whether the visitor is signed in).
          if (!/^public, max-age=0, s-maxage=\d+/.test(header(answer, 'cache-control'))) problems.push(`${page}: ${header(answer, 'cache-control')}`);
          const again = await send(page, { ...caller.headers, Accept: 'text/html', 'If-None-Match': header(answer, 'etag') });
          if (again.status !== 304) problems.push(`${page} with If-None-Match: ${again.status}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('embed nothing of a signed-in visitor in the anonymous page', async () => {
      const anonymous = await send('/events/', { Accept: 'text/html' });
      expect(anonymous.text).toContain('"session":"anonymous"');
      expect(anonymous.text).not.toContain(owner.browser['X-CSRFToken']);
      const signedIn = await send('/events/', { Accept: 'text/html', Cookie: owner.browser.Cookie });
      expect(signedIn.text).not.toContain('"session":"anonymous"');
    });
  });
});
