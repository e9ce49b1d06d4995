import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PAGE_STATE_ELEMENT_ID, REMOTE_SERVER_DIR } from '@events/contracts/page-render';
import request from 'supertest';
import { REPO_ROOT } from '../../config/project-paths.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { deployServerBuild, publishedServerCode, rootOnceRendered } from '../../testing/remote-deploys.js';
import { HTML_ACCEPT, rootOf } from '../../testing/rendered-page.js';
import { useTestApp } from '../../testing/test-app.js';
import { SearchModule } from '../search/search.module.js';
import { FrontendModule } from './frontend.module.js';

const HOST = 'events.example.org';

const remoteDistOf = (webRoot: string): string => path.join(webRoot, 'mfe-discovery', 'dist');
/** Remotes the page renderer never runs, linked whole: their builds publish the screen paths the 404s are decided by. */
const SIGNED_IN_REMOTES = ['mfe-account', 'mfe-producer', 'mfe-editor'] as const;
const ORIGIN = `http://${HOST}`;

/**
 * A web root of the repository's real builds (the shell's and mfe-discovery's browser and server builds, and the
 * signed-in remotes' builds: `npm run build` makes them before jest runs), linked into a folder of its own; the remote's dist-server folder is left out,
 * since the renderer runs the server build its manifest names in its dist. `linked`: the remote's dist linked file by
 * file without its server builds, so a test can deploy one there (or leave the manifest naming one that is not
 * there); `broken`: that, with a build that throws as it loads deployed.
 */
async function webRootOf(remoteServer: 'built' | 'linked' | 'broken'): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'events-rendered-web-'));
  for (const app of ['shell', ...SIGNED_IN_REMOTES]) await symlink(path.join(REPO_ROOT, app), path.join(root, app));
  const builtDist = path.join(REPO_ROOT, 'mfe-discovery', 'dist');
  const dist = remoteDistOf(root);
  if (remoteServer === 'built') {
    await mkdir(path.dirname(dist));
    await symlink(builtDist, dist);
    return root;
  }
  await mkdir(dist, { recursive: true });
  for (const name of await readdir(builtDist)) {
    if (name !== REMOTE_SERVER_DIR) await symlink(path.join(builtDist, name), path.join(dist, name));
  }
  if (remoteServer === 'broken') await deployServerBuild(dist, "throw new Error('a broken build');\n");
  return root;
}

/** The query cache the page carries: each entry's key. */
function stateKeysOf(html: string): unknown[] {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) return [];
  const state = JSON.parse(match[1]) as { cache: { queries: { queryKey: unknown[] }[] }; reads: string[] };
  return state.cache.queries.map((query) => query.queryKey[0]);
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `href` of `<link rel="..." [hreflang="..."]>`. */
function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  const lang = hreflang === undefined ? '' : ` hreflang="${hreflang}"`;
  return new RegExp(`<link rel="${rel}"${lang} href="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');
}

describe('frontend: discovery pages rendered on the server (real builds, real PostgreSQL)', () => {
  const roots: string[] = [];
  let builtRoot = '';
  beforeAll(async () => {
    builtRoot = await webRootOf('built');
    roots.push(builtRoot);
  });
  const t = useTestApp({
    modules: [FrontendModule, SearchModule, ...CATALOGUE_MODULES],
    config: () => ({ webRoot: builtRoot, allowedHosts: [...DEFAULT_ALLOWED_HOSTS, HOST] }),
  });
  const others: NestFastifyApplication[] = [];
  afterAll(async () => {
    await Promise.all(others.map((app) => app.close()));
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });

  const page = (server: Parameters<typeof request>[0], address: string) => request(server).get(address).set('Host', HOST).set('Accept', HTML_ACCEPT);
  const ids = { venue: 0, otherVenue: 0, concert: 0, reading: 0 };
  // Tomorrow's events: whatever the hour of the run, they are upcoming, and an anonymous visitor may list tomorrow.
  let tomorrow = '';

  beforeAll(async () => {
    tomorrow = addDaysToLocalDate(regionToday(t.app), 1);
    ids.venue = await insertVenueFixture(t.app, { name: 'Colonial Theatre', street: '111 South Street' });
    ids.otherVenue = await insertVenueFixture(t.app, { name: 'Berkshire Athenaeum & Library' });
    ids.concert = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Evening Strings <Live>',
      series: [{ frequency: 'once', dtstart: tomorrow, timeStart: '19:00', timeEnd: '21:00' }],
    });
    ids.reading = await insertEventFixture(t.app, {
      venue_id: ids.otherVenue,
      name: 'Poetry Reading',
      series: [{ frequency: 'once', dtstart: tomorrow, timeStart: '18:00', timeEnd: '20:00' }],
    });
  });

  it("answers /events/ with the listing's first page in the body, its cache, and its canonical and language links", async () => {
    const address = `/events/?date_start=${tomorrow}&date_end=${tomorrow}`;
    const res = await page(t.server, address).expect(200);
    const root = rootOf(res.text);
    expect(root).toContain('data-testid="event-card"');
    for (const name of ['Evening Strings <Live>', 'Poetry Reading']) expect(root).toContain(escaped(name));
    expect(stateKeysOf(res.text)).toEqual(expect.arrayContaining(['page-render', 'event-types', 'event-listing']));
    expect(linkHref(res.text, 'canonical')).toBe(`${ORIGIN}${address}`);
    expect(linkHref(res.text, 'alternate', 'en')).toBe(`${ORIGIN}${address}`);
    expect(linkHref(res.text, 'alternate', 'x-default')).toBe(`${ORIGIN}${address}`);
    // Without JavaScript: the filters as a plain GET form to the listing, and the "needs JavaScript" notice gone.
    expect(root).toMatch(/<noscript><form [^>]*action="\/events\/" method="get">/);
    // It paints without scripts: none preloaded to compete with it; the remote's manifest still is.
    expect(res.text).not.toContain('<link rel="preload" as="script"');
    expect(res.text).toContain('<link rel="preload" as="fetch" href="/remotes/mfe-discovery/mf-manifest.json"');
    expect(res.text).not.toContain('This site needs JavaScript');
  });

  it("answers the same address in the reader's language: Accept-Language, overridden by the language cookie", async () => {
    const address = `/events/?date_start=${tomorrow}&date_end=${tomorrow}`;
    const spanish = await page(t.server, address).set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5').expect(200);
    expect(spanish.headers.vary).toMatch(/Accept-Language/);
    expect(spanish.text).toMatch(/^<!doctype html>\s*<html lang="es">/i);
    expect(spanish.text).toContain('<meta property="og:locale" content="es_US">');
    for (const code of ['en', 'es', 'x-default']) expect(linkHref(spanish.text, 'alternate', code)).toBe(`${ORIGIN}${address}`);
    const root = rootOf(spanish.text);
    // The shell's layout, rendered on the server from its Spanish catalogue; the events themselves as they were written.
    expect(root).toContain('>Saltar al contenido principal</a>');
    expect(root).toMatch(/<a [^>]*href="\/events\/"[^>]*>Eventos<\/a>/);
    expect(root).toContain(escaped('Evening Strings <Live>'));
    // The language control: each language named in itself, the current one not a link.
    expect(root).toContain('aria-current="true">Español</span>');

    const chosen = await page(t.server, address).set('Accept-Language', 'es').set('Cookie', 'language=en').expect(200);
    expect(chosen.text).toMatch(/<html lang="en">/);
    expect(rootOf(chosen.text)).toContain('>Skip to main content</a>');
    expect(rootOf(chosen.text)).not.toContain('Saltar al contenido');
  });

  it("carries the shell's and the remote's stylesheets inline, each still named by a disabled link", async () => {
    const res = await page(t.server, `/events/?date_start=${tomorrow}&date_end=${tomorrow}`).expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const inline = [...head.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)];
    const hrefs = inline.map((match) => match[1]);
    // The shell's main.css (its build names it in index.html) and the discovery remote's, each with the file's text.
    // The remote's by their absolute URL, as its loaders name them.
    const remoteFiles = `${ORIGIN}/remotes/mfe-discovery/`;
    expect(hrefs).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.css$/), expect.stringMatching(new RegExp(`^${remoteFiles}.+\\.css$`))]));
    for (const [, href = '', text, linked] of inline) {
      expect(linked).toBe(href);
      const file = href.startsWith(remoteFiles) ? path.join(REPO_ROOT, 'mfe-discovery', 'dist', href.slice(remoteFiles.length)) : path.join(REPO_ROOT, 'shell', 'dist', href);
      expect(text).toBe(await readFile(file, 'utf8'));
    }
    // Nothing for the first paint to wait for: no stylesheet link the browser would fetch, nor a stylesheet preload.
    expect(head).not.toMatch(/<link [^>]*rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(head).not.toContain('as="style"');
  });

  it("carries its own screen's stylesheets, not the other screens' nor the map's, which load with their code", async () => {
    /** The remote's inline stylesheets of a page, by the name their chunk file starts with (`screen-event-detail`, `__federation_expose_routes`). */
    const remoteSheets = async (address: string) => {
      const html = (await page(t.server, address).expect(200)).text;
      const hrefs = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1] ?? '');
      return hrefs.filter((href) => href.startsWith(`${ORIGIN}/remotes/mfe-discovery/`)).map((href) => path.basename(href).replace(/\.[0-9a-f]+\.css$/, ''));
    };
    // A listing is drawn by the routes' first chunk alone.
    expect(await remoteSheets(`/events/?date_start=${tomorrow}&date_end=${tomorrow}`)).toEqual(['__federation_expose_routes']);
    expect(await remoteSheets(`/venues/?date_start=${tomorrow}&date_end=${tomorrow}`)).toEqual(['__federation_expose_routes']);
    expect(await remoteSheets(`/events/${ids.concert}/any-slug/`)).toEqual(['__federation_expose_routes', 'screen-event-detail']);
    expect(await remoteSheets(`/venues/${ids.venue}/colonial/`)).toEqual(['__federation_expose_routes', 'screen-venue-detail']);
    expect(await remoteSheets('/')).toEqual(['__federation_expose_routes', 'screen-home']);
  });

  it('answers a kept page with the same bytes under a strong ETag, and 304 to a visitor whose copy is current', async () => {
    const address = `/venues/?date_start=${tomorrow}&date_end=${tomorrow}&radius=25`;
    const first = await page(t.server, address).expect(200);
    const again = await page(t.server, address).expect(200);
    expect(again.text).toBe(first.text);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    await page(t.server, address).set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it("writes a listing's canonical address in the listing's own form (fixed order, defaults left out)", async () => {
    const res = await page(t.server, `/venues/?radius=25&date_end=${tomorrow}&date_start=${tomorrow}`).expect(200);
    expect(linkHref(res.text, 'canonical')).toBe(`${ORIGIN}/venues/?date_start=${tomorrow}&date_end=${tomorrow}`);
    for (const name of ['Colonial Theatre', 'Berkshire Athenaeum & Library']) expect(rootOf(res.text)).toContain(escaped(name));
    expect(stateKeysOf(res.text)).toContain('venue-listing');
  });

  it("answers / with the home page's strip of today's and tomorrow's events", async () => {
    const res = await page(t.server, '/').expect(200);
    expect(rootOf(res.text)).toContain('data-testid="event-strip"');
    expect(rootOf(res.text)).toContain(escaped('Evening Strings <Live>'));
    expect(linkHref(res.text, 'canonical')).toBe(`${ORIGIN}/`);
  });

  it("answers an event's page with its detail, under its own canonical link", async () => {
    // A Spanish name the producer gave (issue 31): Spanish readers are shown it, the others the event's own.
    await t.db.query("UPDATE events SET name_es = 'Cuerdas al atardecer' WHERE id = $1", [ids.concert]);
    const res = await page(t.server, `/events/${ids.concert}/any-slug/`).expect(200);
    const root = rootOf(res.text);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escaped('Evening Strings <Live>')}</h1>`));
    expect(root).toContain('Colonial Theatre');
    const canonical = linkHref(res.text, 'canonical');
    expect(canonical).toMatch(new RegExp(`^${ORIGIN}/events/${ids.concert}/evening-strings-live-+\\d+/$`));
    expect(res.text.match(/rel="canonical"/g)).toHaveLength(1);
    expect(linkHref(res.text, 'alternate', 'en')).toBe(canonical);
    expect(linkHref(res.text, 'alternate', 'es')).toBe(canonical);
    expect(stateKeysOf(res.text)).toContain('event-detail');
    expect(res.text).toContain('"inLanguage":"en"');
    const spanish = await page(t.server, `/events/${ids.concert}/any-slug/`).set('Accept-Language', 'es').expect(200);
    expect(spanish.text).toContain('"inLanguage":"es"');
    expect(spanish.text).toMatch(/<html lang="es">/);
    expect(spanish.text).toContain('<title>Cuerdas al atardecer | ');
    expect(rootOf(spanish.text)).toMatch(/<h1[^>]*>Cuerdas al atardecer<\/h1>/);
  });

  it("answers a venue's page with its detail and its upcoming events", async () => {
    const res = await page(t.server, `/venues/${ids.venue}/colonial/`).expect(200);
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Colonial Theatre<\/h1>/);
    expect(root).toContain(escaped('Evening Strings <Live>'));
    expect(stateKeysOf(res.text)).toEqual(expect.arrayContaining(['venue-detail', 'venue-events']));
  });

  it('answers an unknown event with a 404 page the browser renders, marked noindex', async () => {
    const res = await page(t.server, '/events/99999999/nothing/').expect(404);
    expect(rootOf(res.text)).toBe('');
    expect(stateKeysOf(res.text)).toEqual([]);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it("answers an address no screen owns with a 404 page the browser renders, by the route tables the builds publish", async () => {
    const unknownUnderRemotes = ['/saved/nothing/', '/manage/events/12/', '/account/widgets/3/', '/editor/claims/', '/manage/venues/claims/12/'];
    for (const address of ['/no-such-page/', '/events/12/', '/venues/12/hall/photos/', ...unknownUnderRemotes]) {
      const res = await page(t.server, address).expect(404);
      expect(rootOf(res.text)).toBe('');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
    // The shell's own screens and the remotes' are there.
    const remoteScreens = ['/saved/addresses/edit/7/', '/manage/', '/manage/events/edit/12/', '/account/widgets/3/metrics/', '/editor/', '/manage/venues/claims/merges/'];
    for (const address of ['/about/', '/auth/login/', '/register/', '/venues/', '/events/', ...remoteScreens]) {
      await page(t.server, address).expect(200);
    }
  });

  it("leaves the page to the browser when the remote's server build is missing or fails to load, or rendering is off", async () => {
    const missing = await webRootOf('linked');
    const broken = await webRootOf('broken');
    roots.push(missing, broken);
    const instances = await Promise.all([
      t.startInstance({ webRoot: missing }),
      t.startInstance({ webRoot: broken }),
      t.startInstance({ webRoot: builtRoot, serverRendering: false }),
    ]);
    others.push(...instances);
    for (const instance of instances) {
      const res = await page(instance.getHttpServer(), `/events/?date_start=${tomorrow}&date_end=${tomorrow}`).expect(200);
      expect(rootOf(res.text)).toBe('');
      expect(stateKeysOf(res.text)).toEqual([]);
      // The browser's page as before: its scripts, boot data and the remote's preloads.
      expect(res.text).toMatch(/<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/);
      expect(res.text).toContain('<script type="application/json" id="page-boot">');
      expect(res.text).toContain('<link rel="preload" as="script"');
      expect(res.text).toContain('This site needs JavaScript');
    }
  });

  /** An instance that waits 1.5 s for what it reads into a page: long enough for any render on a busy machine. */
  let lateInstance: NestFastifyApplication | undefined;
  const withDeadline = async () => {
    if (!lateInstance) {
      lateInstance = await t.startInstance({ webRoot: builtRoot, renderDeadlineMs: 1500 });
      others.push(lateInstance);
    }
    return lateInstance.getHttpServer();
  };

  /** Runs `work` while a transaction holds `table` locked against every read: a database too slow for the deadline. */
  const whileLocked = async <T>(table: string, work: () => Promise<T>): Promise<T> => {
    const lock = t.db.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    try {
      await lock.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      return await work();
    } finally {
      await lock.rollbackTransaction();
      await lock.release();
    }
  };

  // Asked with a time limit: without the deadline the page would wait for the lock (a search gives up at its 15 s
  // statement_timeout, search-pool.ts; an item's read not at all).
  const LATE_PAGE_LIMIT_MS = 10_000;

  it('sends the page for the browser to render when its render outlasts the deadline, and renders it once the database answers', async () => {
    const server = await withDeadline();
    const address = `/events/?date_start=${tomorrow}&date_end=${tomorrow}&keyword=strings`;
    const late = await whileLocked('event_search', () => page(server, address).timeout(LATE_PAGE_LIMIT_MS).expect(200));
    expect(rootOf(late.text)).toBe('');
    expect(late.text).toContain('<script type="application/json" id="page-boot">');
    expect(late.text).toContain('This site needs JavaScript');
    // No shared cache keeps it: the render goes on here, for the next request.
    expect(late.headers['cache-control']).toBe('private, no-store');
    const res = await page(server, address).expect(200);
    expect(rootOf(res.text)).toContain(escaped('Evening Strings <Live>'));
    expect(res.headers['cache-control']).toMatch(/^public, /);
  });

  it("sends an event's page with the shell's own head when its item's read outlasts the deadline, and its own once it answers", async () => {
    const server = await withDeadline();
    const address = `/events/${ids.reading}/poetry-reading/`;
    const late = await whileLocked('events', () => page(server, address).timeout(LATE_PAGE_LIMIT_MS).expect(200));
    expect(late.text).not.toContain('Poetry Reading');
    expect(rootOf(late.text)).toBe('');
    expect(late.headers['cache-control']).toBe('private, no-store');
    const res = await page(server, address).expect(200);
    expect(res.text).toContain('<title>Poetry Reading | ');
    expect(rootOf(res.text)).toMatch(/<h1[^>]*>Poetry Reading<\/h1>/);
    expect(res.headers['cache-control']).toMatch(/^public, /);
  });

  it("renders from the remote's next deploy on this disk once its manifest names the new build, without a restart", async () => {
    const deployed = await webRootOf('linked');
    roots.push(deployed);
    const instance = await t.startInstance({ webRoot: deployed });
    others.push(instance);
    const code = await publishedServerCode(path.join(REPO_ROOT, 'mfe-discovery', 'dist'));
    const rootAt = async (attempt: number): Promise<string> =>
      rootOf((await page(instance.getHttpServer(), `/events/?date_start=${tomorrow}&date_end=${tomorrow}&attempt=${attempt}`).expect(200)).text);
    // Half deployed: the manifest names a build that is not there yet, and the browser renders the page.
    expect(await rootAt(0)).toBe('');
    await deployServerBuild(remoteDistOf(deployed), code);
    expect(await rootOnceRendered(rootAt, 'Poetry Reading')).toContain('data-testid="results"');
    await deployServerBuild(remoteDistOf(deployed), code.replace('"data-testid": "results"', '"data-testid": "results-next"'));
    const next = await rootOnceRendered(rootAt, 'data-testid="results-next"');
    expect(next).toContain('data-testid="results-next"');
    expect(next).toContain('Poetry Reading');
  });
});
