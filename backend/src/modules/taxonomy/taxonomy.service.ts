import { Injectable, Logger } from '@nestjs/common';
import { EVENT_CATEGORIES, EVENT_CATEGORY_NAMES_ES, type EventType } from '@events/contracts/event-types';
import type { DatabaseService } from '../../database/database.service.js';
import { TaxonomyRepository } from './taxonomy.repository.js';
import type { EventTypeListQuery } from '@events/contracts/event-types';

@Injectable()
export class TaxonomyService {
  private readonly logger = new Logger('Taxonomy');

  constructor(private readonly repository: TaxonomyRepository) {}

  listEventTypes(query: EventTypeListQuery): Promise<{ items: EventType[]; total: number }> {
    return this.repository.findEventTypePage({
      ids: query.id,
      nameContains: query.search,
      ordering: query.ordering,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
  }

  /** What every page of the list is made of (EVENT_TYPES_VALIDATOR_SQL): while it stays the same, so does each page. */
  async listValidator(): Promise<readonly unknown[]> {
    return [await this.repository.findEventTypesValidator()];
  }

  /**
   * Adds the spec's categories with their Spanish names on a first start (ids follow display order); after that,
   * superusers own the list.
   */
  async seedEventTypes(): Promise<void> {
    const added = await this.repository.insertFirstEventTypes(EVENT_CATEGORIES.map((name) => ({ name, nameEs: EVENT_CATEGORY_NAMES_ES[name] })));
    if (added > 0) this.logger.log(`Seeded ${added} event types`);
  }
}

/** The service outside Nest (the seed command), on its own database connection. */
export function taxonomyServiceOn(db: DatabaseService): TaxonomyService {
  return new TaxonomyService(new TaxonomyRepository(db));
}
