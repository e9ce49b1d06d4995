import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recurrenceSeriesSchema, type RecurrenceSeriesInput } from '@events/contracts/recurrence';
import { WIDGET_HYDRATE_ASSETS_FILE, WIDGET_SERVER_FILE } from '@events/contracts/widgets';
import { toICalendar } from '@events/domain/recurrence';
import { DataSource } from 'typeorm';
import { type AppConfig, defaultConfig } from '../config/app-config.js';
import { createApp, type CreateAppOptions } from '../create-app.js';
import type { DatabaseServer } from '../database/embedded-database.js';
import { OccurrencesService } from '../modules/events/occurrences.service.js';
import { testClockAt } from './test-clock.js';
import { createTestDatabase } from './test-database.js';

export const FAKE_SHELL_HTML = '<!doctype html><html><head><title>Events shell</title></head><body><div id="root"></div></body></html>';

/**
 * Stands in for mfe-widget's server build (a front-end artefact the integration tests do not build), with its export:
 * the page carries the data the backend passed in a JSON script element, so tests read what the backend rendered.
 */
export const FAKE_WIDGET_SERVER_MODULE = `module.exports = {
  renderWidgetDocument(input) {
    const title = input.data ? input.data.widget.title : 'Calendar not found';
    return '<!doctype html><title>' + title + '</title><script type="application/json" id="widget-data">' +
      JSON.stringify(input).replace(/</g, '\\\\u003c') + '</script>';
  },
};
`;

/** A WEB_ROOT with a fake built shell, one remote's manifest and the widget page with its server build. */
export async function createFakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'events-web-'));
  const write = async (file: string, content: string): Promise<void> => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  await write('shell/dist/index.html', FAKE_SHELL_HTML);
  await write('shell/dist/static/js/main.3f9a1c2b.js', 'console.log("shell");');
  await write('mfe-discovery/dist/mf-manifest.json', '{"id":"mfe_discovery"}');
  await write('mfe-discovery/dist/remoteEntry.js', 'var mfe_discovery;');
  await write('mfe-widget/dist/index.html', '<!doctype html><title>Widget</title>');
  await write(`mfe-widget/dist/${WIDGET_HYDRATE_ASSETS_FILE}`, JSON.stringify({ js: ['widget-hydrate.1a2b3c4d.js'] }));
  await write(`mfe-widget/dist-server/${WIDGET_SERVER_FILE}`, FAKE_WIDGET_SERVER_MODULE);
  return root;
}

export type TestApp = {
  readonly app: NestFastifyApplication;
  /** The HTTP server to hand to supertest (createApp has waited for Fastify to be ready). */
  readonly server: ReturnType<NestFastifyApplication['getHttpServer']>;
  readonly db: DatabaseServer;
  readonly config: AppConfig;
  /** app.close(), then stop PostgreSQL and delete the temporary folders. Call it in afterAll. */
  close(): Promise<void>;
};

/** The whole app on its own embedded PostgreSQL (temporary data folder) and a fake WEB_ROOT. */
/**
 * How long a test app that seeds the demo region (300 venues, 3,000 events, images) may take to start: about ten
 * seconds on an idle machine, but the suites share two cores.
 */
export const DEMO_SEED_START_MS = 180_000;

/**
 * How long a test app's query waits for a connection: the suites share two cores with a PostgreSQL server per
 * worker, and a new connection to a freshly copied database has been seen to take more than production's 3 s,
 * which answered a test's sign-up 503. The outage suite keeps production's wait.
 */
export const TEST_CONNECT_TIMEOUT_MS = 20_000;

/** Where a test app runs besides its configuration: another app's database (two instances on one), the app's options. */
export type TestAppPlace = {
  /** A database another test app runs on too: the caller stops it. Unset: a database of the app's own. */
  readonly database?: DatabaseServer;
  readonly app?: CreateAppOptions;
};

export async function startTestApp(overrides: Partial<AppConfig> = {}, place: TestAppPlace = {}): Promise<TestApp> {
  const db = place.database ?? (await createTestDatabase());
  const stopDatabase = place.database === undefined ? () => db.stop() : async () => undefined;
  const webRoot = await createFakeWebRoot();
  try {
    const config = defaultConfig({
      databaseUrl: db.url,
      webRoot,
      clockAt: testClockAt(),
      databaseConnectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
      ...overrides,
    });
    const app = await createApp(config, place.app);
    return {
      app,
      server: app.getHttpServer(),
      db,
      config,
      close: async () => {
        await app.close();
        await stopDatabase();
        await rm(webRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopDatabase();
    await rm(webRoot, { recursive: true, force: true });
    throw error;
  }
}

/** Catalogue fixtures for integration tests (venues, events with recurrence series, expanded occurrences). */
export type VenueFixture = { readonly name: string } & Readonly<Record<string, string | number | boolean | null>>;

let fixtureCounter = 0;

/** Inserts a venue (snake_case columns; defaults: Pittsfield, MA, New York time) and returns its id. */
export async function insertVenueFixture(app: NestFastifyApplication, fields: VenueFixture): Promise<number> {
  const row: Record<string, unknown> = {
    slug: `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++fixtureCounter}`,
    city: 'Pittsfield',
    state: 'MA',
    lat: 42.4501,
    lon: -73.2454,
    ...fields,
  };
  const keys = Object.keys(row);
  const rows = await app
    .get(DataSource)
    .query<{ id: number }[]>(`INSERT INTO venues (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row));
  return (rows[0] as { id: number }).id;
}

export type EventFixture = {
  readonly venue_id: number;
  readonly name: string;
  /** Recurrence series (recurrenceSeriesSchema input); expanded into occurrences on insert. */
  readonly series?: readonly RecurrenceSeriesInput[];
} & Readonly<Record<string, unknown>>;

/**
 * Inserts an event (snake_case columns; event_type_id defaults to 12, Music) with its series, then expands
 * its occurrences and search rows through the OccurrencesService. Returns the event id.
 */
export async function insertEventFixture(app: NestFastifyApplication, fixture: EventFixture): Promise<number> {
  const { series = [], ...fields } = fixture;
  const row: Record<string, unknown> = {
    slug: `${fixture.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++fixtureCounter}`,
    event_type_id: 12,
    ...fields,
  };
  const db = app.get(DataSource);
  const keys = Object.keys(row);
  const rows = await db.query<{ id: number }[]>(
    `INSERT INTO events (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  const id = (rows[0] as { id: number }).id;
  for (const input of series) {
    const s = recurrenceSeriesSchema.parse(input);
    await db.query('INSERT INTO event_dates (event_id, frequency, date_recur, time_start, time_end) VALUES ($1, $2, $3, $4, $5)', [
      id,
      s.frequency,
      toICalendar(s),
      s.timeStart,
      s.timeEnd,
    ]);
  }
  await app.get(OccurrencesService).expandEvents([id]);
  return id;
}
