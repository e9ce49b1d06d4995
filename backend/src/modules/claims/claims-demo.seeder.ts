import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService } from '../../database/database.service.js';
import { SEED_DEMO_CLAIMS_SQL } from './claims.queries.js';

/**
 * Demo claims for the moderation desk (SEED_DEMO): claims in several statuses with their history, made once, after
 * the demo accounts (seed/demo-seeder.ts keeps the order). Parallel instances make them once (job lock).
 */
@Injectable()
export class ClaimsDemoSeeder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  async seedDemoClaims(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.db.withJobLock('seed-demo-claims', () => this.db.query(SEED_DEMO_CLAIMS_SQL, [this.clock.now()]));
  }
}
