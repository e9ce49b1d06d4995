import multipart from '@fastify/multipart';
import 'reflect-metadata';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions, type DomainModule } from './app.module.js';
import { issueCsrfCookie } from './common/auth/csrf.js';
import { frameworkErrorHandler } from './common/errors/framework-errors.js';
import { registerBodyParsers } from './common/http/body-parsers.js';
import { IMAGE_FORM_LIMITS } from './modules/media/image-form.js';
import { AnswerValidators } from './common/http/answer-validators.js';
import { registerConditionalGet, registerEarlyNotModified } from './common/http/conditional-get.js';
import { registerForwardedHeaders } from './common/http/forwarded-headers.js';
import { closeConnectionsAfterGrace, httpServerOptions } from './common/http/http-server-options.js';
import { PinoBootLogger } from './common/logging/boot-logger.js';
import { createRootLogger } from './common/logging/logger-options.js';
import { registerRequestLogging } from './common/logging/request-logging.js';
import { allowedHostsHook } from './common/security/allowed-hosts.js';
import { registerCors } from './common/security/cors.js';
import { securityHeaders } from './common/security/security-headers.js';
import type { AppConfig } from './config/app-config.js';
import { type DatabaseServer, DatabaseStartError, externalDatabase, startEmbeddedDatabase } from './database/embedded-database.js';
import { registerReadYourWrites } from './database/read-your-writes.js';

/** Folder of the embedded PostgreSQL cluster inside DATA_DIR. */
export function clusterDirFor(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'postgres');
}

/** What a test may hand the app besides its configuration: its domain modules, the job engine's clock. */
export type CreateAppOptions = Pick<AppModuleOptions, 'jobEngineClock'> & { readonly modules?: readonly DomainModule[] };

/**
 * Builds the whole app (used by main.ts and by the integration tests): the database (embedded unless
 * DATABASE_URL is set), structured logs, helmet, CORS, every module, on Fastify. Initialised and ready (the
 * server answers once it listens, or through app.getHttpServer() in tests), not listening.
 * Closing the app closes the connections and stops an embedded database.
 *
 * `modules` narrows the domain modules to a test's few (the medium test tier): the same app, hooks, guard and
 * filter, with fewer routes. Unset, every domain module; their list is imported only then, so that an app of a
 * few modules does not load the others.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const logger = createRootLogger(config);
  const database: DatabaseServer = config.databaseUrl
    ? externalDatabase(config.databaseUrl)
    : await startEmbeddedDatabase({
        clusterDir: clusterDirFor(config),
        log: (line) => logger.debug({ context: 'PostgreSQL' }, line),
        // The supervisor restarts a server that died (see database/embedded-supervisor.ts) and says so here.
        events: { warn: (line) => logger.warn({ context: 'Database' }, line), info: (line) => logger.info({ context: 'Database' }, line) },
      });
  if (database.embedded) logger.info({ context: 'Database' }, `Embedded PostgreSQL running (data in ${clusterDirFor(config)})`);

  let app: NestFastifyApplication | undefined;
  try {
    const headersFor = securityHeaders(config);
    const adapter = new FastifyAdapter({ ...httpServerOptions(config), frameworkErrors: frameworkErrorHandler(headersFor) });
    const modules = options.modules ?? (await import('./app-domain-modules.js')).APP_DOMAIN_MODULES;
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ config, database, logger, ...options, modules }), adapter, {
      logger: new PinoBootLogger(logger),
      bufferLogs: true,
      abortOnError: false,
    });
    app.useLogger(app.get(PinoNestLogger));
    registerBodyParsers(app);
    closeConnectionsAfterGrace(app.getHttpAdapter().getInstance(), config.shutdownGraceSeconds);
    // Multipart bodies stay unread until a handler asks for their parts (only the image routes do). Registered
    // here, before the app initialises, so a malformed JSON body still reaches the exception filter.
    await app.register(multipart, { limits: IMAGE_FORM_LIMITS, throwFileSizeLimit: true });
    // Request hooks, in the order the Express middleware ran: every answer (404s and CORS preflights included)
    // gets helmet's headers for its path; CORS answers a preflight itself; then the request id and log record,
    // and the csrftoken cookie every browser gets to echo (the access guard reads the session and CSRF cookies).
    const server = app.getHttpAdapter().getInstance();
    server.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url, request.protocol === 'https'));
      done();
    });
    registerCors(server, config);
    registerForwardedHeaders(server, config);
    // A forged Host (or X-Forwarded-Host) is refused before anything builds a URL from it.
    server.addHook('onRequest', allowedHostsHook(config));
    registerRequestLogging(server, logger, await app.resolve(PinoLogger));
    server.addHook('onRequest', (request, reply, done) => {
      issueCsrfCookie(request, reply);
      done();
    });
    // DESIGN.md "Two cache classes, nothing in between": every GET answer leaves through this hook, which puts it in
    // the class its contract declares (public for an anonymous request to a public endpoint: shared-cache lifetimes,
    // a strong ETag, no Set-Cookie, so the csrftoken above is dropped; private or no-store for anything else) and
    // answers 304 when the reader's copy is current. README "Caching" states what that means for readers.
    registerConditionalGet(server);
    // With read replicas: a client's reads go to the primary for a few seconds after its own write.
    if (config.readReplicas.urls.length > 0) registerReadYourWrites(server, config.readReplicas.readYourWritesMs);
    // Then a current copy's 304 for the routes whose answers have a validator, read where the handler would read.
    registerEarlyNotModified(server, app.get(AnswerValidators));
    await app.init();
    await server.ready();
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
