import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CalendarImportsDemoSeeder } from '../modules/calendar-imports/calendar-imports-demo.seeder.js';
import { ClaimsDemoSeeder } from '../modules/claims/claims-demo.seeder.js';
import { MediaDemoSeeder } from '../modules/media/media-demo.seeder.js';
import { DemoAccountsSeeder } from '../modules/producers/demo-accounts.seeder.js';
import { TrafficDemoSeeder } from './traffic-demo.seeder.js';
import { WidgetsDemoSeeder } from './widgets-demo.seeder.js';
import { SeedService } from './seed.service.js';

/**
 * With SEED_DEMO on, an empty catalogue gets the demo region at start-up (before the app takes requests), then
 * the demo accounts, then the demo claims, the demo calendar, the demo calendar import and 90 days of demo traffic,
 * in this order so the demo producer has venues to manage and the claims, the calendars and the traffic have their
 * owners. The demo images follow, beside the first requests (MediaDemoSeeder).
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seeds: SeedService,
    private readonly demoAccounts: DemoAccountsSeeder,
    private readonly demoClaims: ClaimsDemoSeeder,
    private readonly demoWidgets: WidgetsDemoSeeder,
    private readonly demoCalendarImport: CalendarImportsDemoSeeder,
    private readonly demoTraffic: TrafficDemoSeeder,
    private readonly demoImages: MediaDemoSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    // One lock over every step: each step's own job lock lets a second instance skip a step the first is still
    // making, and go on to the next, which then missed that step's rows (the traffic of calendars not yet committed).
    await this.seeds.withDemoSeedLock(async () => {
      await this.seeds.seedDemoIfEmpty();
      await this.demoAccounts.seedDemoAccounts();
      await this.demoClaims.seedDemoClaims();
      await this.demoWidgets.seedDemoWidgets();
      await this.demoCalendarImport.seedDemoCalendarImport();
      await this.demoTraffic.seedDemoTraffic();
    });
    this.demoImages.start();
  }
}
