import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { TaxonomyService } from './taxonomy.service.js';

/** Seeds the event types at every start; only missing names are inserted. */
@Injectable()
export class TaxonomySeeder implements OnApplicationBootstrap {
  constructor(private readonly taxonomy: TaxonomyService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.taxonomy.seedEventTypes();
  }
}
