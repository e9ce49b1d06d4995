import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

function oneLine(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim();
}

/** Sends TypeORM's messages to the app's structured logger: query errors, slow queries, migrations. */
export class TypeOrmStructuredLogger implements TypeOrmLogger {
  private readonly logger = new Logger('TypeORM');

  logQuery(): void {
    // Every query would flood the log; errors and slow queries are logged below.
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`Query failed: ${error instanceof Error ? error.message : error}; query: ${oneLine(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${oneLine(query)}`);
  }

  logSchemaBuild(message: string): void {
    // TypeORM reports applied migrations here too; those are worth an info line.
    if (/^Migration .* executed successfully/.test(message)) this.logger.log(message);
    else this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
