import { Module } from '@nestjs/common';
import { CalendarImportsModule } from '../modules/calendar-imports/calendar-imports.module.js';
import { ClaimsModule } from '../modules/claims/claims.module.js';
import { OccurrencesModule } from '../modules/events/occurrences.module.js';
import { MediaModule } from '../modules/media/media.module.js';
import { ProducersModule } from '../modules/producers/producers.module.js';
import { TaxonomyModule } from '../modules/taxonomy/taxonomy.module.js';
import { DemoSeeder } from './demo-seeder.js';
import { SeedRepository } from './seed.repository.js';
import { SeedService } from './seed.service.js';
import { TrafficDemoSeeder } from './traffic-demo.seeder.js';
import { WidgetsDemoSeeder } from './widgets-demo.seeder.js';

/**
 * The demo region on first start (SEED_DEMO): the generated catalogue, then the demo accounts, claims, calendar, calendar
 * import and traffic, then the demo images (DemoSeeder). The seed builds on the domain modules' services and no module imports
 * it.
 */
@Module({
  imports: [OccurrencesModule, TaxonomyModule, ProducersModule, ClaimsModule, MediaModule, CalendarImportsModule],
  providers: [SeedRepository, SeedService, DemoSeeder, WidgetsDemoSeeder, TrafficDemoSeeder],
})
export class SeedModule {}
