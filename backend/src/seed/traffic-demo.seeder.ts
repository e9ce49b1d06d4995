import { Injectable } from '@nestjs/common';
import { analyticsToday } from '@events/contracts/analytics';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { DemoSeedStep } from '../common/seed/demo-seed-step.js';
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
 * only while the site has no figures yet, in one transaction.
 */
@Injectable()
export class TrafficDemoSeeder extends DemoSeedStep {
  seedDemoTraffic(): Promise<void> {
    return this.once('traffic', () => {
      const yesterday = addDaysToLocalDate(analyticsToday(this.clock.now()), -1);
      return this.db.transaction(async (tx) => {
        const [existing] = await tx.query<{ found: boolean }[]>(HAS_TRAFFIC_SQL);
        if (existing?.found) return;
        // The site's figures add the venues' own, and its impressions sum the objects': venues and objects first.
        for (const sql of [SEED_VENUE_DAYS_SQL, SEED_IMPRESSIONS_SQL, SEED_IMPRESSION_KINDS_SQL, SEED_SITE_DAYS_SQL, SEED_WIDGET_DAYS_SQL]) {
          await tx.query(sql, [yesterday]);
        }
      });
    });
  }
}
