import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { configuredClock } from '../../config/clock.config.js';
import { parseConfig } from '../../config/app-config.js';
import { type CliOutput, runWhenInvoked, TERMINAL, withCliDatabase } from '../../database/cli-database.js';
import { DatabaseService } from '../../database/database.service.js';
import { WidgetHitsRepository } from './widget-hits.repository.js';
import { WidgetHitsService } from './widget-hits.service.js';
import { WidgetHostHitsCap } from './widget-host-hits-cap.js';

export const WIDGET_ROLLUP_USAGE = `Usage: npm run widgets:rollup -- [--settle-seconds N] [--database-url URL]

Runs the widget hits rollup now, as the five-minute job does (under the same advisory lock: when a backend instance is
running it at this moment, nothing is done). --settle-seconds leaves hits younger than N seconds to the next run
(default WIDGET_ROLLUP_SETTLE_SECONDS; 0 counts every hit stored so far).`;

/** `widgets:rollup` without process concerns: the exit code (0 done or skipped, 2 usage). */
export async function runWidgetRollup(argv: readonly string[], dataSource: DataSource, out: CliOutput): Promise<number> {
  let values;
  try {
    values = parseArgs({ args: [...argv], options: { 'settle-seconds': { type: 'string' }, 'database-url': { type: 'string' } }, strict: true }).values;
  } catch (error) {
    out.error(error instanceof Error ? (error.message.split('\n')[0] ?? WIDGET_ROLLUP_USAGE) : WIDGET_ROLLUP_USAGE);
    return 2;
  }
  const settle = values['settle-seconds'];
  if (settle !== undefined && !/^\d{1,6}$/.test(settle)) {
    out.error(WIDGET_ROLLUP_USAGE);
    return 2;
  }
  const config = parseConfig(process.env);
  const db = new DatabaseService(dataSource);
  const service = new WidgetHitsService(new WidgetHitsRepository(db, configuredClock(config)), new WidgetHostHitsCap(config, dataSource), db, config);
  const outcome = await service.rollUp(settle === undefined ? undefined : Number(settle));
  if (!outcome.ran) out.log('Skipped: another instance is rolling up widget hits right now.');
  else out.log(`Rolled up ${outcome.value.hits} widget hits; pruned ${outcome.value.pruned} raw hits.`);
  return 0;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  return withCliDatabase(argv, (dataSource) => runWidgetRollup(argv, dataSource, TERMINAL));
}

runWhenInvoked(import.meta.url, main);
