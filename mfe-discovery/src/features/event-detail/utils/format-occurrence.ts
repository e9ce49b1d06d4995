import type { Occurrence } from '@events/contracts/events';

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    let zone: string | undefined = timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      zone = undefined;
    }
    found = {
      day: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: zone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

export type FormattedOccurrence = {
  /** "Wed, Nov 18, 2026" in the venue's time zone. */
  readonly day: string;
  /** "7:00 PM – 9:00 PM" (just the start without an end). */
  readonly times: string;
  readonly start: string;
};

/** An occurrence as the venue's local day and times; null when its start is not an instant. */
export function formatOccurrence(occurrence: Occurrence, timeZone: string): FormattedOccurrence | null {
  const start = Date.parse(occurrence.timestampStart);
  if (Number.isNaN(start)) return null;
  const end = occurrence.timestampEnd === null ? Number.NaN : Date.parse(occurrence.timestampEnd);
  const { day, time } = formattersFor(timeZone);
  const from = time.format(start);
  return {
    day: day.format(start),
    times: Number.isNaN(end) ? from : `${from} – ${time.format(end)}`,
    start: occurrence.timestampStart,
  };
}
