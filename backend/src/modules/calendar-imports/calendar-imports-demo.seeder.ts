import { Inject, Injectable } from '@nestjs/common';
import { localDateOf } from '@events/domain/local-time';
import { Clock } from '../../common/clock/clock.js';
import { DemoSeedStep } from '../../common/seed/demo-seed-step.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService } from '../../database/database.service.js';
import { DEMO_PRODUCER_EMAIL } from '../producers/demo-accounts.seeder.js';
import { ProducersService } from '../producers/producers.service.js';
import { UsersService } from '../users/users.service.js';
import { CalendarImportsRepository } from './calendar-imports.repository.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import { demoBoxOfficeCalendar } from './demo-box-office.js';

/**
 * A demo calendar import (SEED_DEMO): the demo producer's venue with room for events gets its box office's .ics file
 * as a calendar source, imported at once. It adds an open rehearsal, and lists one of the venue's events again,
 * which waits on the editor desk's Proposed Merges, so the venue's Calendar feeds section and the desk both have
 * something to show on a fresh start. Made once, after the demo accounts (seed/demo-seeder.ts keeps the order).
 */
@Injectable()
export class CalendarImportsDemoSeeder extends DemoSeedStep {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    db: DatabaseService,
    clock: Clock,
    private readonly users: UsersService,
    private readonly producers: ProducersService,
    private readonly sources: CalendarImportsRepository,
    private readonly sync: CalendarSyncService,
  ) {
    super(config, db, clock);
  }

  seedDemoCalendarImport(): Promise<void> {
    return this.once('calendar-imports', async () => {
      const producer = await this.users.findByEmail(DEMO_PRODUCER_EMAIL);
      if (!producer) return;
      const venues = await this.producers.producerQuotas(producer);
      const withRoom = venues.find((venue) => venue.quota === null || venue.quota.allowed - venue.quota.used >= 1);
      const venue = withRoom ? await this.sources.importVenue(withRoom.poi.id) : null;
      if (!venue || (await this.sources.venueSources(venue.id)).length > 0) return;
      const now = this.clock.now();
      const lookalike = await this.sources.nextVenueEvent(venue.id, now);
      const text = demoBoxOfficeCalendar(localDateOf(now, venue.time_zone), venue.time_zone, lookalike);
      const id = await this.sources.insertSource(venue.id, 'file', 'box-office.ics', text, producer.id);
      if (id !== null) await this.sync.sync(id);
    });
  }
}
