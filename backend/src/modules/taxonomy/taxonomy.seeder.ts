import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { TaxonomyService } from './taxonomy.service.js';

/** Seeds the spec's event types at start-up into a database that has none. */
@Injectable()
export class TaxonomySeeder implements OnApplicationBootstrap {
  constructor(private readonly taxonomy: TaxonomyService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.taxonomy.seedEventTypes();
  }
}
