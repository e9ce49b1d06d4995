import 'reflect-metadata';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { PinoBootLogger } from './common/logging/boot-logger.js';
import { createRootLogger } from './common/logging/logger-options.js';
import { csrfCookieMiddleware } from './common/auth/csrf.js';
import { corsOptions } from './common/security/cors-options.js';
import { securityHeaders } from './common/security/security-headers.js';
import type { AppConfig } from './config/app-config.js';
import { type DatabaseServer, DatabaseStartError, externalDatabase, startEmbeddedDatabase } from './database/embedded-database.js';

/** Folder of the embedded PostgreSQL cluster inside DATA_DIR. */
export function clusterDirFor(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'postgres');
}

/**
 * Builds the whole app (used by main.ts and by the integration tests): the database (embedded unless
 * DATABASE_URL is set), structured logs, helmet, CORS, every module. Initialised, not listening.
 * Closing the app closes the connections and stops an embedded database.
 */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const logger = createRootLogger(config);
  const database: DatabaseServer = config.databaseUrl
    ? externalDatabase(config.databaseUrl)
    : await startEmbeddedDatabase({
        clusterDir: clusterDirFor(config),
        log: (line) => logger.debug({ context: 'PostgreSQL' }, line),
      });
  if (database.embedded) logger.info({ context: 'Database' }, `Embedded PostgreSQL running (data in ${clusterDirFor(config)})`);

  let app: NestExpressApplication | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, database, logger }), {
      logger: new PinoBootLogger(logger),
      bufferLogs: true,
      abortOnError: false,
    });
    app.useLogger(app.get(PinoNestLogger));
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    // Keys stay as sent (`id[]`); normalizeListQuery folds bracket arrays.
    app.set('query parser', 'simple');
    app.use(securityHeaders(config));
    app.enableCors(corsOptions(config));
    // Session and CSRF cookies are read by the access guard; every browser gets a csrftoken cookie to echo.
    app.use(cookieParser());
    app.use(csrfCookieMiddleware);
    await app.init();
    return app;
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.stop();
    throw config.databaseUrl ? explainExternalDatabaseError(error, config.databaseUrl) : error;
  }
}

const CONNECTION_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

/** A DATABASE_URL that cannot be used becomes one line saying so (password hidden). */
function explainExternalDatabaseError(error: unknown, url: string): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reason = CONNECTION_ERRORS[code];
  if (reason === undefined) return error;
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return new DatabaseStartError(`Cannot use the database at DATABASE_URL ${shown.toString()}: ${reason} (${error instanceof Error ? error.message : code}).`);
}
