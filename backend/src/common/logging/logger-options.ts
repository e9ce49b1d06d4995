import type { Params } from 'nestjs-pino';
import { pino, type Logger, type LevelWithSilent } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

/** What a redacted secret (cookies, credentials) reads as in the logs. */
export const REDACTED = '[redacted]';

/** The process's structured JSON logger: one line per record on stdout, written synchronously so lines keep their order. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'events-backend' },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: REDACTED },
    },
    pino.destination({ dest: 1, sync: true }),
  );
}

/** Request log level by status: 5xx error, 4xx warn, the rest info. */
export function levelForStatus(status: number, error?: Error): LevelWithSilent {
  if (error || status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return 'info';
}

/**
 * nestjs-pino set-up: its Logger is Nest's logger (app logs as JSON lines, carrying the request id inside a
 * request). It mounts no middleware (`forRoutes: []`): on Fastify a Nest middleware runs through
 * @fastify/middie, which matches its path against every request, and pino-http builds two child loggers per
 * request. The request record and the request context come from Fastify hooks instead (request-logging.ts).
 */
export function loggerParams(logger: Logger): Params {
  return { pinoHttp: { logger, quietReqLogger: true }, forRoutes: [] };
}
