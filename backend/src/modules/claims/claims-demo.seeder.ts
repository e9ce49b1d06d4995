import { Injectable } from '@nestjs/common';
import { DemoSeedStep } from '../../common/seed/demo-seed-step.js';
import { SEED_DEMO_CLAIMS_SQL } from './claims.queries.js';

/**
 * Demo claims for the moderation desk (SEED_DEMO): claims in several statuses with their history, made once, after
 * the demo accounts (seed/demo-seeder.ts keeps the order).
 */
@Injectable()
export class ClaimsDemoSeeder extends DemoSeedStep {
  seedDemoClaims(): Promise<void> {
    return this.once('claims', () => this.db.query(SEED_DEMO_CLAIMS_SQL, [this.clock.now()]));
  }
}
