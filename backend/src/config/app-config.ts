import { z } from 'zod';
import { accountConfig } from '../modules/account/account.config.js';
import { adsConfig } from '../modules/ads/ads.config.js';
import { alertsConfig } from '../modules/alerts/alerts.config.js';
import { calendarImportsConfig } from '../modules/calendar-imports/calendar-imports.config.js';
import { authConfig } from '../modules/auth/auth.config.js';
import { billingConfig } from '../modules/billing/billing.config.js';
import { socialAuthConfig } from '../modules/auth/social-auth.config.js';
import { frontendConfig } from '../modules/frontend/frontend.config.js';
import { pageRenderingConfig } from '../modules/frontend/page-rendering.config.js';
import { geoConfig } from '../modules/geo/geo.config.js';
import { mapTilesConfig } from '../modules/frontend/map-tiles.config.js';
import { mailConfig } from '../modules/mail/mail.config.js';
import { mediaConfig } from '../modules/media/media.config.js';
import { metricsConfig } from '../modules/metrics/metrics.config.js';
import { pushConfig } from '../modules/push/push.config.js';
import { federationConfig } from '../modules/federation/federation.config.js';
import { supportConfig } from '../modules/support/support.config.js';
import { widgetsConfig } from '../modules/widgets/widgets.config.js';
import { ConfigError } from './config-error.js';
import type { ConfigVariable, Env, SliceSettings } from './config-slice.js';
import { clockConfig } from './clock.config.js';
import { corsConfig } from './cors.config.js';
import { databaseConfig } from './database.config.js';
import { demoSeedConfig } from './demo-seed.config.js';
import { loggingConfig } from './logging.config.js';
import { BACKEND_VERSION } from './project-paths.js';
import { publicUrlConfig } from './public-url.config.js';
import { scheduledJobsConfig } from './scheduled-jobs.config.js';
import { serverConfig } from './server.config.js';
import { trustProxyConfig } from './trust-proxy.config.js';
import { webRootConfig } from './web-root.config.js';

export { ConfigError } from './config-error.js';
export type { AuthConfig } from '../modules/auth/auth.config.js';
export type { SocialProviderConfig } from '../modules/auth/social-auth.config.js';
export type { MailConfig } from '../modules/mail/mail.config.js';
export type { ConfigVariable } from './config-slice.js';

/**
 * The configuration, composed of one slice per module (`modules/<module>/<module>.config.ts`) or piece of
 * infrastructure (`config/*.config.ts`). Each slice owns its variables' schema, defaults, settings type and README
 * rows. A new module's settings (billing, widgets, analytics, mail...) are one new `<module>.config.ts` made with
 * defineConfigSlice and one line in this list: AppConfig, the validation and the documented variables follow from
 * it. The list's order is the README table's order (config-documentation.spec.ts checks the README).
 */
export const CONFIG_SLICES = [
  serverConfig,
  databaseConfig,
  corsConfig,
  loggingConfig,
  webRootConfig,
  frontendConfig,
  pageRenderingConfig,
  trustProxyConfig,
  demoSeedConfig,
  clockConfig,
  scheduledJobsConfig,
  geoConfig,
  publicUrlConfig,
  authConfig,
  mailConfig,
  accountConfig,
  adsConfig,
  metricsConfig,
  socialAuthConfig,
  supportConfig,
  mediaConfig,
  mapTilesConfig,
  billingConfig,
  widgetsConfig,
  alertsConfig,
  pushConfig,
  calendarImportsConfig,
  federationConfig,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every slice's settings as one object, plus the backend's version. */
export type AppConfig = UnionToIntersection<SliceSettings<(typeof CONFIG_SLICES)[number]>> & { readonly version: string };

/** Every environment variable the backend reads, with its default (the README's configuration table). */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = CONFIG_SLICES.flatMap((slice) => slice.variables);

/** All slices' variables in one schema. */
export const envSchema = z.object(Object.assign({}, ...CONFIG_SLICES.map((slice) => slice.schema.shape)) as z.ZodRawShape);

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES = /(SECRET|PASSWORD)$|^SMTP_URL$/;

/** Shows a rejected value without leaking a password it may carry. */
function shownValue(name: string, raw: string): string {
  if (SECRET_VARIABLES.test(name)) return '***';
  // Several URLs, any of which may not parse: every user:password@ is masked (a comma in a password included).
  if (name === 'DATABASE_READ_URL') return raw.replace(/(\/\/[^:@/,]*:)[^@]*?@/g, '$1***@');
  if (name !== 'DATABASE_URL') return raw;
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return raw.replace(/:[^:@/]*@/, ':***@');
  }
}

/**
 * Reads and validates the configuration from environment variables. A bad value throws a
 * ConfigError whose message is one line naming the variable, e.g.
 * `Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")`.
 * Every slice is validated before any is read, so one line names every bad value.
 */
export function parseConfig(env: Env): AppConfig {
  const problems = CONFIG_SLICES.flatMap((slice) => {
    const result = slice.schema.safeParse(env);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = env[name];
      return raw === undefined ? `${name} ${issue.message}` : `${name} ${issue.message} (got ${JSON.stringify(shownValue(name, raw))})`;
    });
  });
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  const settings: object[] = CONFIG_SLICES.map((slice) => slice.load(env));
  return Object.assign({}, ...settings, { version: BACKEND_VERSION }) as AppConfig;
}

/**
 * parseConfig for a process's entry point: the configuration, or undefined once `report` has been given the
 * ConfigError's one line (the caller then exits with its code). Any other error is thrown as it is.
 */
export function parseConfigOrReport(env: Env, report: (message: string) => void): AppConfig | undefined {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      report(error.message);
      return undefined;
    }
    throw error;
  }
}

/**
 * The configuration every test starts from: defaults, quiet logs, no demo data (nor demo images with it), and no
 * jobs on a timetable (a test runs a job itself, so none starts at a five-minute mark in the middle of it).
 */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = parseConfig({});
  return { ...config, logLevel: 'silent', seedDemo: false, scheduledJobs: false, media: { ...config.media, seedImages: false }, ...overrides };
}
