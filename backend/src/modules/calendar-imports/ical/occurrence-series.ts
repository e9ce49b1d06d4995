import { MAX_EXTRA_DATES } from '@events/contracts/event-forms';
import { onceSeries, type RecurrenceSeries } from '@events/contracts/recurrence';
import { expandOccurrences } from '@events/domain/recurrence';
import type { LocalDate } from '@events/domain/local-time';
import type { Piece } from './feed-occurrences.js';

/**
 * Venue-local days as date entries, and the check that date entries give exactly a set of days: how an event whose
 * rule cannot be kept keeps every occurrence at its right local time, and how a kept rule proves itself.
 */

/** A date entry holds its first date and at most MAX_EXTRA_DATES extra ones. */
const DATES_PER_SERIES = MAX_EXTRA_DATES + 1;

/**
 * One series per (start time, end time) of the days: `once` for a single day, `custom` with no rule and its other
 * days as RDATEs for several (a zone whose clock changes on other dates than the venue's gives two or three), in
 * order of first date.
 */
export function seriesOfPieces(pieces: readonly Piece[]): RecurrenceSeries[] {
  const groups = new Map<string, { timeStart: string; timeEnd: string | null; dates: Set<LocalDate> }>();
  for (const piece of pieces) {
    const key = `${piece.timeStart}|${piece.timeEnd ?? ''}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { timeStart: piece.timeStart, timeEnd: piece.timeEnd, dates: new Set() };
      groups.set(key, group);
    }
    group.dates.add(piece.date);
  }
  const series: RecurrenceSeries[] = [];
  for (const { timeStart, timeEnd, dates } of groups.values()) {
    const sorted = [...dates].sort();
    for (let i = 0; i < sorted.length; i += DATES_PER_SERIES) {
      const [first, ...rest] = sorted.slice(i, i + DATES_PER_SERIES) as [LocalDate, ...LocalDate[]];
      const once = onceSeries(first, { timeStart, timeEnd });
      series.push(rest.length === 0 ? once : { ...once, frequency: 'custom', rdates: rest });
    }
  }
  return series.sort((a, b) => (a.dtstart === b.dtstart ? a.timeStart.localeCompare(b.timeStart) : a.dtstart.localeCompare(b.dtstart)));
}

const keyOf = (date: LocalDate, startsAt: number, endsAt: number | null): string => `${date}|${startsAt}|${endsAt ?? ''}`;

/**
 * True when the series, expanded by libs/domain in the venue's zone over [from, to], give exactly the days of
 * `pieces` that fall in it, with the same instants.
 */
export function seriesGivePieces(series: readonly RecurrenceSeries[], pieces: readonly Piece[], venueTimeZone: string, from: LocalDate, to: LocalDate): boolean {
  const expected = new Set(pieces.filter((p) => p.date >= from && p.date <= to).map((p) => keyOf(p.date, p.startsAt, p.endsAt)));
  const actual = new Set<string>();
  for (const one of series) for (const o of expandOccurrences(one, venueTimeZone, from, to)) actual.add(keyOf(o.localDay, o.startsAt, o.endsAt));
  if (actual.size !== expected.size) return false;
  for (const key of actual) if (!expected.has(key)) return false;
  return true;
}
