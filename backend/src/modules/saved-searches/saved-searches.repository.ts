import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { countOf } from '../../database/sql-executor.js';
import type { DistanceUnit } from '@events/contracts/reference';
import type { SavedSearchOrdering } from '@events/contracts/saved-searches';
import type { SavedSearchRow } from './saved-search.read-model.js';
import {
  COUNT_SAVED_SEARCHES_SQL,
  DELETE_SAVED_SEARCH_SQL,
  INSERT_SAVED_SEARCH_SQL,
  OWN_SAVED_SEARCH_SQL,
  REVOKE_FEED_TOKEN_SQL,
  SAVED_SEARCH_NAMES_SQL,
  SAVED_SEARCH_PAGE_SQL,
  UNKNOWN_EVENT_TYPE_IDS_SQL,
  UPDATE_SAVED_SEARCH_SQL,
  USER_DISTANCE_UNITS_SQL,
} from './saved-searches.queries.js';

/** Every stored field of a saved search (snake_case, as the table has them). */
export type SavedSearchValues = {
  readonly search_name: string;
  readonly radius: number | null;
  readonly pretty_date: string;
  readonly named_date: string;
  readonly date_start: string | null;
  readonly date_end: string | null;
  readonly keyword: string;
  readonly event_setting: string;
  readonly age_groups: readonly string[];
  readonly prices: readonly string[];
  readonly event_type_ids: readonly number[];
  readonly is_active: boolean;
  readonly default_loc_id: string;
  readonly address_id: number | null;
};


function valueList(v: SavedSearchValues): unknown[] {
  return [
    v.search_name,
    v.radius,
    v.pretty_date,
    v.named_date,
    v.date_start,
    v.date_end,
    v.keyword,
    v.event_setting,
    [...v.age_groups],
    [...v.prices],
    [...v.event_type_ids],
    v.is_active,
    v.default_loc_id,
    v.address_id,
  ];
}

@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The user's own saved search; undefined for an unknown id or another user's search. */
  async findOwn(userId: number, id: number): Promise<SavedSearchRow | undefined> {
    const rows = await this.db.query<SavedSearchRow[]>(OWN_SAVED_SEARCH_SQL, [userId, id]);
    return rows[0];
  }

  findPage(userId: number, ordering: SavedSearchOrdering, limit: number, offset: number): Promise<SavedSearchRow[]> {
    return this.db.query<SavedSearchRow[]>(SAVED_SEARCH_PAGE_SQL[ordering], [userId, limit, offset]);
  }

  countForUser(userId: number): Promise<number> {
    return countOf(this.db, COUNT_SAVED_SEARCHES_SQL, [userId]);
  }

  findNames(userId: number): Promise<{ id: number; search_name: string }[]> {
    return this.db.query<{ id: number; search_name: string }[]>(SAVED_SEARCH_NAMES_SQL, [userId]);
  }

  async insert(userId: number, values: SavedSearchValues, now: Date): Promise<number> {
    const rows = await this.db.query<{ id: number }[]>(INSERT_SAVED_SEARCH_SQL, [userId, ...valueList(values), now]);
    return (rows[0] as { id: number }).id;
  }

  /** True when the user's search existed and was rewritten. */
  async update(userId: number, id: number, values: SavedSearchValues, now: Date): Promise<boolean> {
    const rows = await this.db.query<{ changed: boolean }[]>(UPDATE_SAVED_SEARCH_SQL, [userId, id, ...valueList(values), now]);
    return rows[0]?.changed === true;
  }

  /** True when the user's search existed and was deleted. */
  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.query<{ removed: boolean }[]>(DELETE_SAVED_SEARCH_SQL, [userId, id]);
    return rows[0]?.removed === true;
  }

  /** True when the user's search existed and got a new feed token. */
  async revokeFeedToken(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.query<{ changed: boolean }[]>(REVOKE_FEED_TOKEN_SQL, [userId, id]);
    return rows[0]?.changed === true;
  }

  async findUnknownEventTypeIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ id: number }[]>(UNKNOWN_EVENT_TYPE_IDS_SQL, [[...ids]]);
    return rows.map((row) => row.id);
  }

  async findDistanceUnits(userId: number): Promise<DistanceUnit> {
    const rows = await this.db.query<{ distance_units: DistanceUnit }[]>(USER_DISTANCE_UNITS_SQL, [userId]);
    return rows[0]?.distance_units ?? 'mi';
  }
}
