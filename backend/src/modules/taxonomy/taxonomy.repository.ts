import { Injectable } from '@nestjs/common';
import type { AdminCategory, CategoryWrite } from '@events/contracts/category-admin';
import { uniqueViolationOf } from '../../database/database-errors.js';
import { DatabaseService } from '../../database/database.service.js';
import { countOf, returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import type { EventType, EventTypeOrdering } from '@events/contracts/event-types';
import {
  COUNT_EVENT_TYPES_SQL,
  EVENT_TYPES_VALIDATOR_SQL,
  INSERT_CATEGORY_SQL,
  INSERT_FIRST_EVENT_TYPES_SQL,
  LIST_CATEGORIES_WITH_COUNTS_SQL,
  listEventTypesSql,
  LOCK_EVENT_TYPE_SEEDING_SQL,
  REFRESH_CATEGORY_EVENT_VECTORS_SQL,
  RENAME_CATEGORY_SQL,
} from './taxonomy.queries.js';

/** A category's names as a row holds them (the API says `nameEs`). */
type EventTypeRow = { id: number; name: string; name_es: string };
type CategoryRow = EventTypeRow & { events: number };

const toEventType = (row: EventTypeRow): EventType => ({ id: row.id, name: row.name, nameEs: row.name_es });
const toAdminCategory = (row: CategoryRow): AdminCategory => ({ ...toEventType(row), events: row.events });

/** A category's names: English, and Spanish ('' when none). */
export type CategoryNames = { readonly name: string; readonly nameEs: string };

/** A rename's outcome: the category as it now stands and its names before, or why it could not be renamed. */
export type CategoryRename = { readonly renamed: AdminCategory; readonly previous: CategoryNames } | { readonly problem: 'unknown' | 'taken' };

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
    const [items, total] = await Promise.all([
      this.db.query<EventTypeRow[]>(listEventTypesSql(request.ordering), [...filterParams, request.limit, request.offset]),
      countOf(this.db, COUNT_EVENT_TYPES_SQL, filterParams),
    ]);
    return { items: items.map(toEventType), total };
  }

  async findEventTypesValidator(): Promise<string | undefined> {
    const rows = await this.db.queryNamed<{ generation: string }>('event-types-validator', EVENT_TYPES_VALIDATOR_SQL, []);
    return rows[0]?.generation;
  }

  /**
   * Inserts the categories, in order, into a table with no category yet; returns how many were added. Safe from many
   * instances.
   */
  async insertFirstEventTypes(categories: readonly CategoryNames[]): Promise<number> {
    return this.db.transaction(async (manager) => {
      await manager.query(LOCK_EVENT_TYPE_SEEDING_SQL);
      const inserted = await manager.query<{ id: number }[]>(INSERT_FIRST_EVENT_TYPES_SQL, [
        categories.map((category) => category.name),
        categories.map((category) => category.nameEs),
      ]);
      return inserted.length;
    });
  }

  async listWithEventCounts(): Promise<AdminCategory[]> {
    return (await this.db.query<CategoryRow[]>(LIST_CATEGORIES_WITH_COUNTS_SQL)).map(toAdminCategory);
  }

  countEventTypes(tx: SqlExecutor): Promise<number> {
    return countOf(tx, COUNT_EVENT_TYPES_SQL, [null, null]);
  }

  /** The new category, or undefined when another already has the name in any letter case. */
  async insertCategory({ name, name_es }: CategoryWrite, tx: SqlExecutor): Promise<AdminCategory | undefined> {
    const rows = await tx.query<CategoryRow[]>(INSERT_CATEGORY_SQL, [name, name_es]);
    return rows[0] && toAdminCategory(rows[0]);
  }

  /** Renames the category and refreshes the keyword vectors of its events, in the caller's transaction. */
  async renameCategory(id: number, { name, name_es }: CategoryWrite, tx: SqlExecutor): Promise<CategoryRename> {
    let rows: (CategoryRow & { previous: string; previous_es: string })[];
    try {
      rows = returnedRows(await tx.query(RENAME_CATEGORY_SQL, [id, name, name_es]));
    } catch (error) {
      if (uniqueViolationOf(error) === 'event_types_name_key') return { problem: 'taken' };
      throw error;
    }
    const row = rows[0];
    if (!row) return { problem: 'unknown' };
    await tx.query(REFRESH_CATEGORY_EVENT_VECTORS_SQL, [id]);
    return { renamed: toAdminCategory(row), previous: { name: row.previous, nameEs: row.previous_es } };
  }
}
