import 'reflect-metadata';
import { ANALYTICS_SESSION_GAP_MINUTES, analyticsToday } from '@events/contracts/analytics';
import type { DataSource } from 'typeorm';
import { cliClock, type CliOutput, databaseCommand, runWhenInvoked, TERMINAL } from '../../database/cli-database.js';
import { DatabaseService } from '../../database/database.service.js';
import { AnalyticsRepository } from './analytics.repository.js';

export const ANALYTICS_ROLLUP_USAGE = `Usage: npm run analytics:rollup -- [--database-url URL]

Runs the page-view rollup now (the job the backend runs every five minutes), under the same job lock: the figures of
My Venue Data and the site analytics include every page view stored so far.`;

/**
 * `analytics:rollup` without process concerns, at `now` (the product's clock: which days are finished): the exit code
 * (0 done or left to a running instance).
 */
export async function runAnalyticsRollup(dataSource: DataSource, out: CliOutput, now: Date): Promise<number> {
  const result = await new AnalyticsRepository(new DatabaseService(dataSource)).rollUp(analyticsToday(now), ANALYTICS_SESSION_GAP_MINUTES);
  if (!result.ran) out.log('Another instance is rolling up right now; its run includes these page views.');
  else out.log(`Rolled up ${result.value.days} day(s); pruned ${result.value.prunedHits} page view(s) of finished days.`);
  return 0;
}

runWhenInvoked(
  import.meta.url,
  databaseCommand(ANALYTICS_ROLLUP_USAGE, (_argv, dataSource) => runAnalyticsRollup(dataSource, TERMINAL, cliClock().now())),
);
