import { Injectable } from '@nestjs/common';
import { DemoSeedStep } from '../common/seed/demo-seed-step.js';
import { SEED_DEMO_WIDGETS_SQL } from './demo-widgets.queries.js';

/**
 * A demo calendar (SEED_DEMO): the demo producer's saved search "Next 30 days near Northampton" and a calendar
 * over it, so `/account/widgets/` and `/widget/{id}/` have something to show on a fresh start. Made once, after the
 * demo accounts (seed/demo-seeder.ts keeps the order). Both are created at the product's clock: the saved search's
 * created is where its alert digests start looking.
 */
@Injectable()
export class WidgetsDemoSeeder extends DemoSeedStep {
  seedDemoWidgets(): Promise<void> {
    return this.once('widgets', () => this.db.query(SEED_DEMO_WIDGETS_SQL, [this.clock.now()]));
  }
}
