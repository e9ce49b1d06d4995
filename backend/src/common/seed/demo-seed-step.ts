import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService } from '../../database/database.service.js';
import { Clock } from '../clock/clock.js';

/**
 * A step of the demo seed (seed/demo-seeder.ts runs the steps in order) whose rows are made with SEED_DEMO on, at the
 * product's clock, once: under the step's job lock, so instances started together make them once.
 */
@Injectable()
export abstract class DemoSeedStep {
  constructor(
    @Inject(APP_CONFIG) protected readonly config: AppConfig,
    protected readonly db: DatabaseService,
    protected readonly clock: Clock,
  ) {}

  /** `work` under the job lock `seed-demo-<step>`, unless SEED_DEMO is off; an instance holding it already skips it. */
  protected async once(step: string, work: () => Promise<unknown>): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.db.withJobLock(`seed-demo-${step}`, work);
  }
}
