import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { clockConfig, configuredClock } from '../config/clock.config.js';
import { DatabaseService } from '../database/database.service.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { MigratingDataSource } from '../database/migrating-data-source.js';
import { runWhenInvoked } from '../database/cli-database.js';
import { occurrencesServiceOn } from '../modules/events/occurrences.service.js';
import { taxonomyServiceOn } from '../modules/taxonomy/taxonomy.service.js';
import { DEMO_SIZE, SeedService } from './seed.service.js';
import { SeedRepository } from './seed.repository.js';

const USAGE = `Usage: node backend/dist/seed/seed-cli.js --database-url <postgres url> [--venues N] [--events N] [--seed S] [--reset] [--today yyyy-MM-dd]

Fills the catalogue with a generated region (demo size: ${DEMO_SIZE.venues} venues, ${DEMO_SIZE.events} events).
Runs the migrations first. DATABASE_URL is used when --database-url is not given. The dates are spread from
today by the system clock, or by CLOCK_AT when set (outside production), as the backend's clock reads it.`;

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`--${name} must be a whole number (got "${raw}")`);
  return Number(raw);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      venues: { type: 'string' },
      events: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const url = values['database-url'] ?? process.env['DATABASE_URL'];
  if (!url) {
    console.error(USAGE);
    return 2;
  }
  if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error('--today must be yyyy-MM-dd');
  const options = {
    venues: count('venues', values.venues, DEMO_SIZE.venues),
    events: count('events', values.events, DEMO_SIZE.events),
    seed: values.seed ?? DEMO_SIZE.seed,
    reset: values.reset,
    today: values.today,
  };

  // The app's data source options (migrations run on initialise, under the app's migration lock), without
  // slow-query warnings for bulk work.
  const dataSource = new MigratingDataSource({ ...dataSourceOptions(url), maxQueryExecutionTime: undefined, logging: ['error', 'migration'] });
  await dataSource.initialize();
  try {
    const db = new DatabaseService(dataSource);
    const seeds = new SeedService(new SeedRepository(db), occurrencesServiceOn(db), taxonomyServiceOn(db), configuredClock(clockConfig.load(process.env)));
    console.log(`Seeding ${options.venues} venues and ${options.events} events (seed "${options.seed}")${options.reset ? ' after a reset' : ''}...`);
    const result = await seeds.seed(options);
    const { added, totals, seconds } = result;
    console.log(`Added ${added.venues} venues, ${added.events} events, ${added.series} series, ${added.occurrences} occurrences.`);
    console.log(
      `Catalogue: ${totals.venues} venues, ${totals.events} events, ${totals.series} series, ${totals.occurrences} occurrences, ${totals.search_rows} search rows.`,
    );
    console.log(
      `Seconds: generate ${seconds.generate}, venues ${seconds.venues}, events ${seconds.events}, occurrences ${seconds.occurrences}, analyze ${seconds.analyze}, total ${seconds.total}.`,
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

runWhenInvoked(import.meta.url, main);
