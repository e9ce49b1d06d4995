import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { WIDGET_HYDRATE_ASSETS_FILE, WIDGET_SERVER_FILE } from '@events/contracts/widgets';
import { DataSource } from 'typeorm';
import type { DomainModule } from '../app.module.js';
import { Clock } from '../common/clock/clock.js';
import { type AppConfig, defaultConfig } from '../config/app-config.js';
import { createApp, type CreateAppOptions } from '../create-app.js';
import type { DatabaseServer } from '../database/embedded-database.js';
import { testClockAt } from './test-clock.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { moduleClosure } from './nest-module-graph.js';
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
  /** The app's connection to its database (what repositories query through). */
  readonly db: DataSource;
  /** The database server (a copy of the migrated template) the app runs on. */
  readonly database: DatabaseServer;
  /** The product's clock: tests read "now" from it, never from the wall clock. */
  readonly clock: Clock;
  readonly config: AppConfig;
  /** The app's own mail outbox folder (.eml files, when no SMTP server is configured). */
  readonly outboxDir: string;
  /** The app's own folder for the local media store (the default store of a test app). */
  readonly mediaDir: string;
  /**
   * Starts another instance of this app (the same modules and job clock) on the same database and folders, with settings laid over
   * this one's, as a second backend process would run: for what two instances share. The caller closes it.
   */
  startInstance(overrides?: TestConfig): Promise<NestFastifyApplication>;
  /** app.close(), then drop the database copy and delete the temporary folders. Call it in afterAll. */
  close(): Promise<void>;
};

/**
 * Settings of a test app that differ from the tests' defaults: a value of a setting, or for a setting made of
 * several (`auth`, `mail`, `metrics`...) those of its fields that differ, laid over the default of that setting.
 */
export type TestConfig = { readonly [K in keyof AppConfig]?: SettingOverride<AppConfig[K]> };
type SettingOverride<T> = T extends Date | readonly unknown[] | string | number | boolean | null | undefined ? T : Partial<T>;

export type TestAppOptions = {
  /**
   * The domain modules to boot (the medium test tier): these and what they import, beside the infrastructure every
   * app has (config, clock, database, logger, domain events, the global access guard and exception filter), built
   * by the same createApp as the whole app. Unset, the whole app: for tests about the whole app (route policies,
   * the role matrix, the bad-input corpus, boot, the demo seed). Without AuthModule every caller is anonymous.
   */
  readonly modules?: readonly DomainModule[];
  /** A database another test app runs on too (the caller stops it); unset, a copy of the template of the app's own. */
  readonly database?: DatabaseServer;
  /** The job engine's clock, for this app and the instances it starts (pg-boss's TestClock); unset, the system's. */
  readonly jobEngineClock?: CreateAppOptions['jobEngineClock'];
  /** Settings that differ from the tests' defaults; a function is read when the app starts (after earlier hooks). */
  readonly config?: TestConfig | (() => TestConfig);
};

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

/**
 * How long a test app's page waits for its server render: the suites that read rendered pages share two cores with
 * the other workers, and a render held past production's one second would be sent for the browser to render. The
 * deadline's own test sets its own.
 */
export const TEST_RENDER_DEADLINE_MS = 15_000;

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The config with each override laid over it (a setting made of several fields, field by field). */
function withOverrides(base: AppConfig, overrides: TestConfig): AppConfig {
  const config: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = config[key];
    config[key] = isPlainRecord(current) && isPlainRecord(value) ? { ...current, ...value } : value;
  }
  return config as AppConfig;
}

/**
 * The domain modules of a test app: the given ones, with the auth module beside them when one of them imports it,
 * as the whole app lists it: the global access guard authenticates through what the auth module exports to the
 * app module, and would take every caller for anonymous otherwise.
 */
function withAuthAtRoot(modules: readonly DomainModule[]): readonly DomainModule[] {
  const classes = modules.map((module) => ('module' in module ? module.module : module));
  if (classes.includes(AuthModule) || !classes.some((module) => moduleClosure(module).has(AuthModule))) return modules;
  return [...modules, AuthModule];
}

/**
 * A test app on its own copy of the migrated template database, with a fake WEB_ROOT and a temporary data folder of
 * its own (its generated session key, mail outbox and local media store), so that no test writes into the
 * developer's DATA_DIR and none reads another's mail.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const stopDatabase = options.database === undefined ? () => database.stop() : async () => undefined;
  const webRoot = await createFakeWebRoot();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'events-test-data-'));
  const removeFolders = async (): Promise<void> => {
    await rm(webRoot, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const base = defaultConfig();
    const outboxDir = path.join(dataDir, 'outbox');
    const mediaDir = path.join(dataDir, 'media');
    await mkdir(outboxDir);
    const defaults = defaultConfig({
      databaseUrl: database.url,
      webRoot,
      dataDir,
      mail: { ...base.mail, outboxDir },
      media: { ...base.media, store: { kind: 'local', dir: mediaDir } },
      clockAt: testClockAt(),
      databaseConnectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
      renderDeadlineMs: TEST_RENDER_DEADLINE_MS,
    });
    const overrides = typeof options.config === 'function' ? options.config() : (options.config ?? {});
    const config = withOverrides(defaults, overrides);
    const appOptions: CreateAppOptions = { modules: options.modules && withAuthAtRoot(options.modules), jobEngineClock: options.jobEngineClock };
    const app = await createApp(config, appOptions);
    return {
      app,
      server: app.getHttpServer(),
      db: app.get(DataSource),
      database,
      clock: app.get(Clock),
      config,
      outboxDir,
      mediaDir,
      startInstance: (more = {}) => createApp(withOverrides(config, more), appOptions),
      close: async () => {
        await app.close();
        await stopDatabase();
        await removeFolders();
      },
    };
  } catch (error) {
    await stopDatabase();
    await removeFolders();
    throw error;
  }
}

/**
 * The test app of a describe block: started before its tests (a beforeAll hook, registered where this is called,
 * so hooks declared earlier run first) and closed after them. The answer reads the running app; use it inside
 * hooks and tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await startTestApp(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = (): TestApp => {
    if (running === undefined) throw new Error('The test app runs from its beforeAll hook on: use it inside hooks and tests.');
    return running;
  };
  return {
    get app() {
      return current().app;
    },
    get server() {
      return current().server;
    },
    get db() {
      return current().db;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    get outboxDir() {
      return current().outboxDir;
    },
    get mediaDir() {
      return current().mediaDir;
    },
    startInstance: (overrides) => current().startInstance(overrides),
    close: () => current().close(),
  };
}
