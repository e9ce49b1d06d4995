import { Inject, Injectable } from '@nestjs/common';
import { analyticsToday } from '@events/contracts/analytics';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DatabaseService } from '../database/database.service.js';
import {
  HAS_TRAFFIC_SQL,
  SEED_IMPRESSION_KINDS_SQL,
  SEED_IMPRESSIONS_SQL,
  SEED_SITE_DAYS_SQL,
  SEED_VENUE_DAYS_SQL,
  SEED_WIDGET_DAYS_SQL,
} from './demo-traffic.queries.js';

/**
 * Demo traffic (SEED_DEMO): 90 days of page views, impressions and calendar loads for the managed venues, their
 * events and their producers' calendars, so My Venue Data, the calendar metrics and the site's figures show real
 * charts on a fresh start instead of zeros. Runs after the demo accounts and calendar (seed/demo-seeder.ts), once:
 * only while the site has no figures yet, under a job lock, in one transaction.
 */
@Injectable()
export class TrafficDemoSeeder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  async seedDemoTraffic(): Promise<void> {
    if (!this.config.seedDemo) return;
    const yesterday = addDaysToLocalDate(analyticsToday(this.clock.now()), -1);
    await this.db.withJobLock('seed-demo-traffic', () =>
      this.db.transaction(async (tx) => {
        const [existing] = await tx.query<{ found: boolean }[]>(HAS_TRAFFIC_SQL);
        if (existing?.found) return;
        // The site's figures add the venues' own, and its impressions sum the objects': venues and objects first.
        for (const sql of [SEED_VENUE_DAYS_SQL, SEED_IMPRESSIONS_SQL, SEED_IMPRESSION_KINDS_SQL, SEED_SITE_DAYS_SQL, SEED_WIDGET_DAYS_SQL]) {
          await tx.query(sql, [yesterday]);
        }
      }),
    );
  }
}
