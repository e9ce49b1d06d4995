import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DatabaseService } from '../database/database.service.js';
import { SEED_DEMO_WIDGETS_SQL } from './demo-widgets.queries.js';

/**
 * A demo calendar (SEED_DEMO): the demo producer's saved search "Next 30 days near Northampton" and a calendar
 * over it, so `/account/widgets/` and `/widget/{id}/` have something to show on a fresh start. Made once, after the
 * demo accounts (seed/demo-seeder.ts keeps the order); parallel instances make it once (job lock). Both are created
 * at the product's clock: the saved search's created is where its alert digests start looking.
 */
@Injectable()
export class WidgetsDemoSeeder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  async seedDemoWidgets(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.db.withJobLock('seed-demo-widgets', () => this.db.query(SEED_DEMO_WIDGETS_SQL, [this.clock.now()]));
  }
}
