import type { NextOccurrence, Occurrence } from '@events/contracts/events';
import { cachedZoneOffsetMinutes } from '../../common/region/zone-offset-cache.js';

/**
 * An event's occurrences as its card and detail page read them, part of the cards module's published read model:
 * which occurrence is the card's next one (the SQL rule, which the events module's statements of upcoming dates
 * share) and its times in the venue's zone (the NextOccurrence and Occurrence objects of libs/contracts/events.ts).
 */

/** An occurrence as stored: its instants. */
export type OccurrenceRow = { starts_at: Date; ends_at: Date | null };

/** The next occurrence's columns of a card row (see nextOccurrenceLateral), all NULL without one. */
export type NextOccurrenceColumns = {
  next_starts_at: Date | null;
  next_ends_at: Date | null;
  next_local_day: string | null;
};

const MINUTE = 60_000;
/** The wall clock of an instant in a zone: `yyyy-MM-ddTHH:mm:ss` and the offset in minutes. */
function wallClock(instant: Date, timeZone: string): { iso: string; offsetMinutes: number } {
  const epochMs = instant.getTime();
  const offsetMinutes = cachedZoneOffsetMinutes(timeZone, epochMs);
  return { iso: new Date(epochMs + offsetMinutes * MINUTE).toISOString().slice(0, 19), offsetMinutes };
}

/** ISO 8601 with the zone's offset, as formatInstantInZone of libs/domain: `2026-03-08T19:00:00-04:00` (`Z` for UTC). */
export function formatInZone(instant: Date, timeZone: string): string {
  return withOffset(wallClock(instant, timeZone));
}

function withOffset({ iso, offsetMinutes }: { iso: string; offsetMinutes: number }): string {
  if (offsetMinutes === 0) return `${iso}Z`;
  const abs = Math.abs(offsetMinutes);
  return `${iso}${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `7:00 PM` of the wall clock `yyyy-MM-ddTHH:mm:ss`. */
function clockOf(iso: string): string {
  const h = Number(iso.slice(11, 13));
  return `${h % 12 === 0 ? 12 : h % 12}:${iso.slice(14, 16)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** `7:00 PM – 9:00 PM` in the zone, as formatTimeRange of libs/domain; just the start when there is no end. */
export function timeRangeInZone(start: Date, end: Date | null, timeZone: string): string {
  const from = clockOf(wallClock(start, timeZone).iso);
  return end === null ? from : `${from} – ${clockOf(wallClock(end, timeZone).iso)}`;
}

export function toOccurrence(row: OccurrenceRow, timeZone: string): Occurrence {
  return {
    timestampStart: formatInZone(row.starts_at, timeZone),
    timestampEnd: row.ends_at === null ? null : formatInZone(row.ends_at, timeZone),
  };
}

export function toNextOccurrence(row: NextOccurrenceColumns, timeZone: string): NextOccurrence | null {
  if (row.next_starts_at === null || row.next_local_day === null) return null;
  // Each instant's wall clock once, for both the time range and the timestamps (the same as timeRangeInZone and
  // toOccurrence give; a listing page maps twenty of these).
  const start = wallClock(row.next_starts_at, timeZone);
  const end = row.next_ends_at === null ? null : wallClock(row.next_ends_at, timeZone);
  const from = clockOf(start.iso);
  return {
    eventDate: row.next_local_day,
    times: end === null ? from : `${from} – ${clockOf(end.iso)}`,
    timestamps: { timestampStart: withOffset(start), timestampEnd: end === null ? null : withOffset(end) },
  };
}

/** When occurrence `o` ends: its end, or an hour after its start without one (the cards' rule, live-stream.ts). */
const OCCURRENCE_END = `coalesce(o.ends_at, o.starts_at + interval '1 hour')`;

/**
 * Whether occurrence `o` has not ended at `now` (a timestamptz expression: the Clock's instant as a parameter); an
 * occurrence without an end lasts an hour. The lower bound on starts_at (none lasts three days) keeps it an index
 * range.
 */
export function notEndedAt(now: string): string {
  return `o.starts_at >= ${now} - interval '3 days' AND ${OCCURRENCE_END} > ${now}`;
}

/**
 * The next occurrence of `e`: with a range ($from, $to local days, either may be NULL) the first one inside it (with
 * `upcomingAt`, an instant expression, the first inside it not ended then, as a listing that starts today counts it),
 * without one the first that has not ended at `now` (see notEndedAt).
 */
export function nextOccurrenceLateral(from: string, to: string, now: string, upcomingAt: string | null = null): string {
  return `LEFT JOIN LATERAL (
    SELECT o.starts_at, o.ends_at, o.local_day
    FROM event_occurrences o
    WHERE o.event_id = e.id${upcomingAt === null ? '' : `\n      AND ${OCCURRENCE_END} > ${upcomingAt}`}
      AND (${from}::date IS NULL OR o.local_day >= ${from}::date)
      AND (${to}::date IS NULL OR o.local_day <= ${to}::date)
      AND (${from}::date IS NOT NULL OR ${to}::date IS NOT NULL
           OR (${notEndedAt(now)}))
      AND o.starts_at >= coalesce(${from}::date - 2, (${now} - interval '3 days')::date)::timestamp AT TIME ZONE 'UTC'
    ORDER BY o.starts_at, o.id
    LIMIT 1
  ) nxt ON true`;
}
