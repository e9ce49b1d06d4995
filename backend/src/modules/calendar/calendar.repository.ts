import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { FIND_CALENDAR_EVENT_SQL, LIST_OCCURRENCES_IN_RANGE_SQL } from './calendar.queries.js';

/** What a calendar entry needs from an event and its venue. */
export type CalendarEvent = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** Sanitised HTML. */
  readonly description: string;
  readonly isInPerson: boolean;
  readonly isOnline: boolean;
  readonly onlineUrl: string;
  readonly isCancelled: boolean;
  readonly isPostponed: boolean;
  readonly updated: Date;
  readonly venue: {
    readonly name: string;
    readonly street: string;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
    readonly lat: number;
    readonly lon: number;
    readonly timeZone: string;
  };
};

export type CalendarOccurrence = { readonly startsAt: Date; readonly endsAt: Date | null };

/** An event with its venue, as the calendar file and the saved-search feeds read it. */
export type CalendarEventRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  is_in_person: boolean;
  is_online: boolean;
  online_url: string;
  is_cancelled: boolean;
  is_postponed: boolean;
  updated: Date;
  venue_name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  lat: number;
  lon: number;
  time_zone: string;
};

/** An event row of the calendar queries (FIND_CALENDAR_EVENT_SQL and alike) as the calendar files read it. */
export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    isInPerson: row.is_in_person,
    isOnline: row.is_online,
    onlineUrl: row.online_url,
    isCancelled: row.is_cancelled,
    isPostponed: row.is_postponed,
    updated: row.updated,
    venue: {
      name: row.venue_name,
      street: row.street,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
      lat: row.lat,
      lon: row.lon,
      timeZone: row.time_zone,
    },
  };
}

@Injectable()
export class CalendarRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The event if it and its venue are published; null otherwise. */
  async findPublishedEvent(id: number): Promise<CalendarEvent | null> {
    const [row] = await this.db.query<CalendarEventRow[]>(FIND_CALENDAR_EVENT_SQL, [id]);
    return row ? toCalendarEvent(row) : null;
  }

  /** Occurrences on local days firstDay..lastDay (yyyy-MM-dd, inclusive), earliest first, at most `limit`. */
  async findOccurrencesOnDays(eventId: number, firstDay: string, lastDay: string, limit: number): Promise<CalendarOccurrence[]> {
    const rows = await this.db.query<{ starts_at: Date; ends_at: Date | null }[]>(LIST_OCCURRENCES_IN_RANGE_SQL, [
      eventId,
      firstDay,
      lastDay,
      limit,
    ]);
    return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  }
}
