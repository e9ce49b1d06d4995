import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { pino, type Logger, type LevelWithSilent } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

/** The process's structured JSON logger: one line per record on stdout, written synchronously so lines keep their order. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'events-backend' },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
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

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const header = req.headers['x-request-id'];
  const id = typeof header === 'string' && /^[\w.-]{1,100}$/.test(header) ? header : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/** nestjs-pino (pino-http) set-up: one record per request, app logs carry the request id. */
export function loggerParams(logger: Logger): Params {
  return {
    pinoHttp: {
      logger,
      genReqId: requestId,
      customLogLevel: (_req, res, error) => levelForStatus(res.statusCode, error),
      customSuccessMessage: (req, res, responseTime) => `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime)}ms`,
      customErrorMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode}`,
      quietReqLogger: true,
    },
  };
}
