import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import {
  type CalendarEvent,
  type CalendarEventRow,
  type CalendarOccurrence,
  type SpanishEventTexts,
  type SpanishEventTextsRow,
  toCalendarEvent,
  toSpanishEventTexts,
} from './calendar-event.read-model.js';
import { FIND_CALENDAR_EVENT_SQL, FIND_SPANISH_TEXTS_SQL, LIST_OCCURRENCES_IN_RANGE_SQL } from './calendar.queries.js';

/** An event's calendar file: it may be a moment stale, so a read replica serves it when there is one. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The event if it and its venue are published; null otherwise. */
  async findPublishedEvent(id: number): Promise<CalendarEvent | null> {
    const [row] = await this.db.replicaReads.query<CalendarEventRow[]>(FIND_CALENDAR_EVENT_SQL, [id]);
    return row ? toCalendarEvent(row) : null;
  }

  /** The producer's Spanish texts of event `id` (published or not: the caller reads the event itself), undefined for no such event. */
  async findSpanishTexts(id: number): Promise<SpanishEventTexts | undefined> {
    const [row] = await this.db.replicaReads.query<SpanishEventTextsRow[]>(FIND_SPANISH_TEXTS_SQL, [id]);
    return row ? toSpanishEventTexts(row) : undefined;
  }

  /** Occurrences on local days firstDay..lastDay (yyyy-MM-dd, inclusive), earliest first, at most `limit`. */
  async findOccurrencesOnDays(eventId: number, firstDay: string, lastDay: string, limit: number): Promise<CalendarOccurrence[]> {
    const rows = await this.db.replicaReads.query<{ starts_at: Date; ends_at: Date | null }[]>(LIST_OCCURRENCES_IN_RANGE_SQL, [
      eventId,
      firstDay,
      lastDay,
      limit,
    ]);
    return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  }
}
