import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's logger while the app is being built (and for the buffered start-up messages if building
 * fails): the same JSON lines as nestjs-pino, without request context. Replaced by nestjs-pino's
 * Logger once the app exists.
 */
export class PinoBootLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: Level, message: unknown, params: unknown[]): void {
    const last = params.at(-1);
    const context = typeof last === 'string' ? last : undefined;
    const rest = context === undefined ? params : params.slice(0, -1);
    const stack = level === 'error' || level === 'fatal' ? rest.find((p): p is string => typeof p === 'string') : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, ...message });
    } else {
      this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}
