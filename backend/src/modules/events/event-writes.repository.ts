import { Injectable } from '@nestjs/common';
import type { OpenTime } from '@events/contracts/venues';
import type { EventStatus } from '@events/contracts/event-status';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import { columnArrays, returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import {
  COUNT_ACTIVE_EVENTS_SQL,
  DELETE_EVENT_DATES_EXCEPT_SQL,
  DELETE_EVENT_SQL,
  EVENT_DATES_SQL,
  EVENT_DAYS_SQL,
  EVENT_TYPE_EXISTS_SQL,
  FIND_VENUE_SQL,
  FORM_EVENTS_SQL,
  INSERT_EVENT_DATES_SQL,
  INSERT_EVENT_SQL,
  LOCK_EVENT_SQL,
  LOCK_VENUE_SQL,
  MANAGED_EVENT_TOTALS_SQL,
  MANAGED_EVENTS_BY_CREATED_SQL,
  MANAGED_EVENTS_BY_DATE_SQL,
  MARK_MATCHED_FIELDS_CHANGED_SQL,
  UPDATE_EVENT_DATES_SQL,
  UPDATE_EVENT_SQL,
} from './event-writes.queries.js';
import type { MatchedFields } from './matched-fields.js';

/** The editors' filters of the event list (null: not filtered). */
export type ManagedEventFilters = { readonly keyword: string | null; readonly venueId: number | null };
const NO_FILTERS: ManagedEventFilters = { keyword: null, venueId: null };

export type WriteVenue = { readonly id: number; readonly name: string; readonly timeZone: string; readonly openTimes: readonly OpenTime[] };

/** The event's columns a write sets (snake_case values as stored). */
export type EventColumns = {
  readonly slugStem: string;
  readonly name: string;
  readonly url: string;
  readonly eventTypeId: number;
  readonly venueId: number;
  readonly isInPerson: boolean;
  readonly isOnline: boolean;
  readonly onlineUrl: string;
  readonly isGlobal: boolean;
  readonly description: string;
  readonly price: string;
  readonly priceInformation: string;
  readonly ticketUrl: string;
  readonly ageGroups: readonly string[];
  readonly usePoiTimes: boolean;
  readonly dateStart: string | null;
  readonly dateEnd: string | null;
  readonly status: EventStatus;
  readonly recertify: boolean;
  /** The Spanish name and (sanitised) description, '' when none. */
  readonly nameEs: string;
  readonly descriptionEs: string;
};

/** One date entry as stored: the rule text with its frequency and local times. */
export type DateColumns = { readonly frequency: string; readonly dateRecur: string; readonly timeStart: string; readonly timeEnd: string | null };

export type StoredDate = { id: number; event_id: number; frequency: string; date_recur: string; time_start: string; time_end: string | null };

export type LockedEvent = MatchedFields & { id: number; venue_id: number; recertify: boolean; use_poi_times: boolean; date_start: string | null };

export type FormEventRow = {
  id: number;
  slug: string;
  name: string;
  name_es: string;
  url: string;
  event_type_id: number;
  venue_id: number;
  is_in_person: boolean;
  is_online: boolean;
  online_url: string;
  is_global: boolean;
  description: string;
  description_es: string;
  use_poi_times: boolean;
  date_start: string | null;
  date_end: string | null;
  price: string;
  ticket_url: string;
  price_information: string;
  age_groups: string[];
  status: EventStatus;
  recertify: boolean;
  image_primary: string | null;
  image_thumbnail: string | null;
  venue_name: string;
  time_zone: string;
};

export type ManagedEventRow = {
  id: number;
  name: string;
  slug: string;
  image_primary: string | null;
  image_thumbnail: string | null;
  status: EventStatus;
  published: boolean;
  created: Date;
  venue_id: number;
  venue_name: string;
  time_zone: string;
  next_starts_at: Date | null;
  next_ends_at: Date | null;
  next_local_day: string | null;
};

type VenueRow = { id: number; name: string; time_zone: string; open_times: OpenTime[] | null };

const toVenue = (row: VenueRow): WriteVenue => ({ id: row.id, name: row.name, timeZone: row.time_zone, openTimes: row.open_times ?? [] });

function eventValues(c: EventColumns): unknown[] {
  return [
    c.slugStem,
    c.name,
    c.url,
    c.eventTypeId,
    c.venueId,
    c.isInPerson,
    c.isOnline,
    c.onlineUrl,
    c.isGlobal,
    c.description,
    c.price,
    c.priceInformation,
    c.ticketUrl,
    [...c.ageGroups],
    c.usePoiTimes,
    c.dateStart,
    c.dateEnd,
    c.status,
    c.recertify,
    c.nameEs,
    c.descriptionEs,
  ];
}

/** Only this repository touches the tables an event write changes (events, event_dates). */
@Injectable()
export class EventWritesRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  transaction<T>(work: (manager: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findVenue(id: number): Promise<WriteVenue | null> {
    const rows = await this.db.query<VenueRow[]>(FIND_VENUE_SQL, [id]);
    return rows[0] ? toVenue(rows[0]) : null;
  }

  async lockVenue(manager: SqlExecutor, id: number): Promise<WriteVenue | null> {
    const rows = await manager.query<VenueRow[]>(LOCK_VENUE_SQL, [id]);
    return rows[0] ? toVenue(rows[0]) : null;
  }

  async eventTypeExists(id: number): Promise<boolean> {
    return (await this.db.query<unknown[]>(EVENT_TYPE_EXISTS_SQL, [id])).length > 0;
  }

  /** Active events of the venue at `now`, the write's instant (COUNT_ACTIVE_EVENTS_SQL). */
  async countActiveEvents(manager: SqlExecutor, venueId: number, exceptEventId: number, now: Date): Promise<number> {
    const rows = await manager.query<{ active: number }[]>(COUNT_ACTIVE_EVENTS_SQL, [venueId, exceptEventId, now]);
    return rows[0]?.active ?? 0;
  }

  async insertEvent(manager: SqlExecutor, columns: EventColumns, now: Date): Promise<number> {
    const rows = returnedRows<{ id: number }>(await manager.query(INSERT_EVENT_SQL, [...eventValues(columns), now]));
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('INSERT INTO events returned no id');
    return id;
  }

  async lockEvent(manager: SqlExecutor, id: number): Promise<LockedEvent | null> {
    const rows = await manager.query<LockedEvent[]>(LOCK_EVENT_SQL, [id]);
    return rows[0] ?? null;
  }

  /** Writes the event's fields; answers its keyword vector as text, as the trigger computed it from them. */
  async updateEvent(manager: SqlExecutor, id: number, columns: EventColumns): Promise<string> {
    const rows = returnedRows<{ keywords: string }>(await manager.query(UPDATE_EVENT_SQL, [id, ...eventValues(columns)]));
    const keywords = rows[0]?.keywords;
    if (keywords === undefined) throw new Error(`UPDATE events returned no row for event ${id}`);
    return keywords;
  }

  /** The local days the event is on, as one comparable text (EVENT_DAYS_SQL). */
  async findEventDays(manager: SqlExecutor, id: number): Promise<string> {
    const rows = await manager.query<{ days: string }[]>(EVENT_DAYS_SQL, [id]);
    return rows[0]?.days ?? '{}';
  }

  /** Makes the event a candidate of the alert digest again from `at` on (MARK_MATCHED_FIELDS_CHANGED_SQL). */
  async markMatchedFieldsChanged(manager: SqlExecutor, id: number, at: Date): Promise<void> {
    await manager.query(MARK_MATCHED_FIELDS_CHANGED_SQL, [id, at]);
  }

  findDates(eventId: number, manager?: SqlExecutor): Promise<StoredDate[]> {
    return this.findDatesOfEvents([eventId], manager);
  }

  /** The date entries of events, by event then entry. */
  findDatesOfEvents(eventIds: readonly number[], manager?: SqlExecutor): Promise<StoredDate[]> {
    return (manager ?? this.db).query<StoredDate[]>(EVENT_DATES_SQL, [[...eventIds]]);
  }

  /** Makes the event's entries those given: entries with an id are rewritten, the others added, the rest dropped. */
  async replaceDates(manager: SqlExecutor, eventId: number, entries: readonly (DateColumns & { readonly id?: number | undefined })[]): Promise<void> {
    const kept = entries.filter((e): e is DateColumns & { id: number } => e.id !== undefined);
    const added = entries.filter((e) => e.id === undefined);
    await manager.query(DELETE_EVENT_DATES_EXCEPT_SQL, [eventId, kept.map((e) => e.id)]);
    if (kept.length > 0) {
      await manager.query(UPDATE_EVENT_DATES_SQL, [eventId, ...columnArrays(kept, ['id', 'frequency', 'dateRecur', 'timeStart', 'timeEnd'])]);
    }
    if (added.length > 0) {
      await manager.query(INSERT_EVENT_DATES_SQL, [eventId, ...columnArrays(added, ['frequency', 'dateRecur', 'timeStart', 'timeEnd'])]);
    }
  }

  /** Deletes the event; returns its venue, or null when there was no such event. */
  async deleteEvent(manager: SqlExecutor, id: number): Promise<number | null> {
    const rows = returnedRows<{ venue_id: number }>(await manager.query(DELETE_EVENT_SQL, [id]));
    return rows[0]?.venue_id ?? null;
  }

  async findFormEvent(id: number): Promise<FormEventRow | null> {
    const [row] = await this.findFormEvents([id]);
    return row ?? null;
  }

  findFormEvents(ids: readonly number[]): Promise<FormEventRow[]> {
    return this.db.query<FormEventRow[]>(FORM_EVENTS_SQL, [[...ids]]);
  }

  /** One page of the list; `userId` null = every event; filters null = none. */
  async findManagedEvents(userId: number | null, ordering: '-created' | 'date', limit: number, offset: number, filters: ManagedEventFilters = NO_FILTERS): Promise<ManagedEventRow[]> {
    const sql = ordering === 'date' ? MANAGED_EVENTS_BY_DATE_SQL : MANAGED_EVENTS_BY_CREATED_SQL;
    return this.db.query<ManagedEventRow[]>(sql, [userId, limit, offset, filters.keyword, filters.venueId, this.clock.now()]);
  }

  async countManagedEvents(userId: number | null, filters: ManagedEventFilters = NO_FILTERS): Promise<{ total: number; upcoming: number }> {
    const rows = await this.db.query<{ total: number; upcoming: number }[]>(MANAGED_EVENT_TOTALS_SQL, [userId, filters.keyword, filters.venueId, this.clock.now()]);
    return rows[0] ?? { total: 0, upcoming: 0 };
  }
}
