import path from 'node:path';
import { CONFIG_VARIABLES, envSchema, parseConfig } from './app-config.js';
import { REPO_ROOT } from './project-paths.js';
import { configErrorOf } from '../testing/config-error.js';

describe('parseConfig', () => {
  it('gives the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      corsOrigins: [],
      logLevel: 'info',
      webRoot: REPO_ROOT,
      trustProxy: false,
      remotes: {
        'mfe-discovery': '/remotes/mfe-discovery/mf-manifest.json',
        'mfe-account': '/remotes/mfe-account/mf-manifest.json',
        'mfe-producer': '/remotes/mfe-producer/mf-manifest.json',
        'mfe-editor': '/remotes/mfe-editor/mf-manifest.json',
      },
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('finds the repository root (the folder with the workspaces package.json)', () => {
    expect(path.basename(path.join(REPO_ROOT, 'backend'))).toBe('backend');
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '..', '..', '..'));
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db.internal:5432/events',
      DATA_DIR: '/var/lib/events',
      CORS_ORIGINS: 'https://a.example.org, http://localhost:5173/',
      LOG_LEVEL: 'warn',
      WEB_ROOT: '/srv/web',
      REMOTE_MFE_ACCOUNT_URL: 'https://cdn.example.org/account/mf-manifest.json',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db.internal:5432/events',
      dataDir: '/var/lib/events',
      corsOrigins: ['https://a.example.org', 'http://localhost:5173'],
      logLevel: 'warn',
      webRoot: '/srv/web',
      trustProxy: 1,
    });
    expect(config.remotes['mfe-account']).toBe('https://cdn.example.org/account/mf-manifest.json');
    expect(config.remotes['mfe-editor']).toBe('/remotes/mfe-editor/mf-manifest.json');
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ PORT: '', LOG_LEVEL: '  ' })).toMatchObject({ port: 3000, logLevel: 'info' });
  });

  it('rejects a bad PORT with one line naming the variable', () => {
    expect(configErrorOf({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")');
    expect(configErrorOf({ PORT: '70000' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")');
  });

  it('names each bad variable on the same line', () => {
    const message = configErrorOf({ LOG_LEVEL: 'loud', CORS_ORIGINS: 'example.org', REMOTE_MFE_EDITOR_URL: 'ftp://x/y' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
    expect(message).toContain('CORS_ORIGINS must be a comma-separated list of origins');
    expect(message).toContain('REMOTE_MFE_EDITOR_URL must be an absolute http(s) URL or a path starting with "/" (got "ftp://x/y")');
  });

  it('starts the clock at CLOCK_AT outside production only', () => {
    expect(parseConfig({}).clockAt).toBeNull();
    expect(parseConfig({ CLOCK_AT: '2027-03-14T23:55:00-04:00' }).clockAt?.toISOString()).toBe('2027-03-15T03:55:00.000Z');
    expect(configErrorOf({ CLOCK_AT: '2027-03-14 23:55' })).toContain('CLOCK_AT must be an ISO 8601 instant with its offset');
    expect(configErrorOf({ CLOCK_AT: '2027-03-14T23:55:00-04:00', NODE_ENV: 'production' })).toContain('CLOCK_AT is for tests and demos');
  });

  it('does not print the password of a bad DATABASE_URL', () => {
    const message = configErrorOf({ DATABASE_URL: 'mysql://user:secret@host/db' });
    expect(message).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(message).not.toContain('secret');
  });

  it('reads one read replica or several, and the settings that follow them', () => {
    expect(parseConfig({}).readReplicas).toEqual({ urls: [], fallback: 'none', readYourWritesMs: 5000, maxLagMs: 5000 });
    expect(parseConfig({ DATABASE_READ_URL: 'postgres://u:p@replica-1/events', DATABASE_READ_YOUR_WRITES_MS: '2000' }).readReplicas).toEqual({
      urls: ['postgres://u:p@replica-1/events'],
      fallback: 'none',
      readYourWritesMs: 2000,
      maxLagMs: 2000,
    });
    const several = parseConfig({
      DATABASE_READ_URL: ' postgres://u:p@replica-1/events, postgresql://u:p@replica-2:5433/events ',
      DATABASE_READ_FALLBACK: 'primary',
      DATABASE_READ_MAX_LAG_MS: '0',
    });
    expect(several.readReplicas).toEqual({
      urls: ['postgres://u:p@replica-1/events', 'postgresql://u:p@replica-2:5433/events'],
      fallback: 'primary',
      readYourWritesMs: 5000,
      maxLagMs: 0,
    });
  });

  it('rejects a bad read replica setting without printing a password', () => {
    const message = configErrorOf({ DATABASE_READ_URL: 'postgres://u:first-secret@replica-1/events,mysql://u:pa,ss-secret@replica-2/db' });
    expect(message).toContain('DATABASE_READ_URL must be a PostgreSQL URL');
    expect(message).not.toContain('secret');
    expect(configErrorOf({ DATABASE_READ_URL: ' , ' })).toContain('DATABASE_READ_URL must be a PostgreSQL URL');
    expect(configErrorOf({ DATABASE_READ_FALLBACK: 'replica' })).toContain('DATABASE_READ_FALLBACK must be none or primary');
    expect(configErrorOf({ DATABASE_READ_YOUR_WRITES_MS: '0' })).toContain('DATABASE_READ_YOUR_WRITES_MS must be at least 1');
    expect(configErrorOf({ DATABASE_READ_MAX_LAG_MS: '1.5' })).toContain('DATABASE_READ_MAX_LAG_MS must be a whole number of milliseconds');
  });

  it('documents every variable it reads', () => {
    expect(CONFIG_VARIABLES.map((v) => v.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});

describe('parseConfig: accounts, mail and social sign-in', () => {
  it('gives the documented defaults', () => {
    const config = parseConfig({ DATA_DIR: '/var/lib/events' });
    expect(config.publicUrl).toBeUndefined();
    expect(config.auth).toEqual({
      jwtSecret: undefined,
      accessTokenSeconds: 900,
      refreshTokenSeconds: 2592000,
      rateLimit: 20,
      rateWindowSeconds: 60,
      accountFailureLimit: 10,
      accountBlockSeconds: 60,
      accountBlockMaxSeconds: 3600,
    });
    expect(config.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(config.mail).toEqual({ outboxDir: '/var/lib/events/outbox', smtpUrl: undefined, smtpTimeoutMs: 60000, from: '"Berkshires & Beyond" <no-reply@localhost>', supportAddress: 'support@localhost' });
    expect(config.socialProviders).toEqual({});
    expect(config.staffLinks).toEqual([
      { label: 'API Document', url: '/events/api/v1/openapi.json' },
      { label: 'Editor Report', url: '/editor/reports/editors/' },
      { label: 'Venue Moderation Desk', url: '/manage/venues/claims/' },
    ]);
  });

  it('reads the variables', () => {
    const config = parseConfig({
      PUBLIC_URL: 'https://events.example.org/',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_SECONDS: '60',
      REFRESH_TOKEN_SECONDS: '3600',
      AUTH_RATE_LIMIT: '5',
      AUTH_RATE_WINDOW_SECONDS: '10',
      MAIL_OUTBOX_DIR: '/tmp/outbox',
      SMTP_URL: 'smtp://user:pw@mail.example.org:587',
      SMTP_TIMEOUT_MS: '15000',
      MAIL_FROM: 'Events <events@example.org>',
      SUPPORT_EMAIL: 'help@example.org',
      STAFF_LINKS: 'Admin=/django/, Sentry = https://sentry.example.org/x?a=b',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_CLIENT_ID: 'f-id',
      FACEBOOK_CLIENT_SECRET: 'f-secret',
      TWITTER_CLIENT_ID: 't-id',
      TWITTER_CLIENT_SECRET: 't-secret',
      TWITTER_ISSUER_URL: 'http://127.0.0.1:9000',
      AUTH_ACCOUNT_FAILURE_LIMIT: '4',
      AUTH_ACCOUNT_BLOCK_SECONDS: '30',
      AUTH_ACCOUNT_BLOCK_MAX_SECONDS: '600',
      ALLOWED_HOSTS: 'Events.Example.org, .internal.example',
    });
    expect(config.publicUrl).toBe('https://events.example.org');
    expect(config.auth).toEqual({
      jwtSecret: 'x'.repeat(40),
      accessTokenSeconds: 60,
      refreshTokenSeconds: 3600,
      rateLimit: 5,
      rateWindowSeconds: 10,
      accountFailureLimit: 4,
      accountBlockSeconds: 30,
      accountBlockMaxSeconds: 600,
    });
    expect(config.allowedHosts).toEqual(['events.example.org', '.internal.example']);
    expect(config.mail).toEqual({ outboxDir: '/tmp/outbox', smtpUrl: 'smtp://user:pw@mail.example.org:587', smtpTimeoutMs: 15000, from: 'Events <events@example.org>', supportAddress: 'help@example.org' });
    expect(config.staffLinks).toEqual([
      { label: 'Admin', url: '/django/' },
      { label: 'Sentry', url: 'https://sentry.example.org/x?a=b' },
    ]);
    expect(config.socialProviders.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuerUrl: 'https://accounts.google.com',
      authorizationUrl: undefined,
      tokenUrl: undefined,
      userinfoUrl: undefined,
    });
    expect(config.socialProviders.facebook).toMatchObject({ issuerUrl: undefined, authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth' });
    expect(config.socialProviders.twitter?.issuerUrl).toBe('http://127.0.0.1:9000');
    expect(config.socialProviders.apple).toBeUndefined();
    expect(parseConfig({ STAFF_LINKS: '' }).staffLinks).toEqual([]);
  });

  it('names bad values without printing secrets', () => {
    expect(configErrorOf({ JWT_SECRET: 'short-secret' })).toBe('Invalid configuration: JWT_SECRET must be at least 32 characters (got "***")');
    expect(configErrorOf({ SMTP_URL: 'http://user:hunter2@x' })).not.toContain('hunter2');
    expect(configErrorOf({ GOOGLE_CLIENT_ID: 'g-id' })).toBe('Invalid configuration: GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID');
    expect(configErrorOf({ STAFF_LINKS: 'no-url-here' })).toContain('STAFF_LINKS must be comma-separated Label=URL pairs');
    expect(configErrorOf({ AUTH_RATE_LIMIT: '0' })).toContain('AUTH_RATE_LIMIT must be at least 1');
    expect(configErrorOf({ PUBLIC_URL: 'https://x.org/path' })).toContain('PUBLIC_URL must be an origin');
  });
});
