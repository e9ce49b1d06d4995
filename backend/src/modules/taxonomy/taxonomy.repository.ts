import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import type { EventType, EventTypeOrdering } from '@events/contracts/event-types';
import {
  COUNT_EVENT_TYPES_SQL,
  INSERT_MISSING_EVENT_TYPES_SQL,
  listEventTypesSql,
  LOCK_EVENT_TYPE_SEEDING_SQL,
} from './taxonomy.queries.js';

export type EventTypeFilter = {
  readonly ids?: readonly number[];
  /** Case-insensitive "name contains". */
  readonly nameContains?: string;
};

export type EventTypePageRequest = EventTypeFilter & {
  readonly ordering: EventTypeOrdering;
  readonly limit: number;
  readonly offset: number;
};

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

@Injectable()
export class TaxonomyRepository {
  constructor(private readonly db: DatabaseService) {}

  async findEventTypePage(request: EventTypePageRequest): Promise<{ items: EventType[]; total: number }> {
    const filterParams = [request.ids && request.ids.length > 0 ? [...request.ids] : null, request.nameContains ? likeContains(request.nameContains) : null];
    const [items, counted] = await Promise.all([
      this.db.query<EventType[]>(listEventTypesSql(request.ordering), [...filterParams, request.limit, request.offset]),
      this.db.query<{ total: number }[]>(COUNT_EVENT_TYPES_SQL, filterParams),
    ]);
    return { items: items.map((row) => ({ id: row.id, name: row.name })), total: counted[0]?.total ?? 0 };
  }

  /** Inserts the names that are missing, in order; returns how many were added. Safe to run from many instances. */
  async insertMissingEventTypes(names: readonly string[]): Promise<number> {
    return this.db.transaction(async (manager) => {
      await manager.query(LOCK_EVENT_TYPE_SEEDING_SQL);
      const inserted = await manager.query<{ id: number }[]>(INSERT_MISSING_EVENT_TYPES_SQL, [[...names]]);
      return inserted.length;
    });
  }
}
