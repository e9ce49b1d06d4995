import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, envSchema, parseConfig } from './app-config.js';
import { REPO_ROOT } from './project-paths.js';

function configError(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

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
    expect(configError({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")');
    expect(configError({ PORT: '70000' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")');
  });

  it('names each bad variable on the same line', () => {
    const message = configError({ LOG_LEVEL: 'loud', CORS_ORIGINS: 'example.org', REMOTE_MFE_EDITOR_URL: 'ftp://x/y' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
    expect(message).toContain('CORS_ORIGINS must be a comma-separated list of origins');
    expect(message).toContain('REMOTE_MFE_EDITOR_URL must be an absolute http(s) URL or a path starting with "/" (got "ftp://x/y")');
  });

  it('does not print the password of a bad DATABASE_URL', () => {
    const message = configError({ DATABASE_URL: 'mysql://user:secret@host/db' });
    expect(message).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(message).not.toContain('secret');
  });

  it('documents every variable it reads', () => {
    expect(CONFIG_VARIABLES.map((v) => v.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
