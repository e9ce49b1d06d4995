import type { Occurrence } from '@events/contracts/events';
import type { IntlShape } from '@events/api-client/intl';

/** Time zones the runtime knows, by name (an unknown one reads in the reader's own zone instead). */
const knownZones = new Map<string, string | undefined>();

function usableZone(timeZone: string): string | undefined {
  if (!knownZones.has(timeZone)) {
    let zone: string | undefined = timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      zone = undefined;
    }
    knownZones.set(timeZone, zone);
  }
  return knownZones.get(timeZone);
}

export type FormattedOccurrence = {
  /** "Wed, Nov 18, 2026" in the venue's time zone ("mié, 18 nov 2026" in Spanish). */
  readonly day: string;
  /** "7:00 PM – 9:00 PM" (just the start without an end). */
  readonly times: string;
  readonly start: string;
};

/** An occurrence's times in the venue's time zone, in the reader's language: "7:00 PM – 9:00 PM", or the start alone. */
export function formatOccurrenceTimes(intl: IntlShape, occurrence: Pick<Occurrence, 'timestampStart' | 'timestampEnd'>, timeZone: string): string | null {
  const start = Date.parse(occurrence.timestampStart);
  if (Number.isNaN(start)) return null;
  const end = occurrence.timestampEnd === null ? Number.NaN : Date.parse(occurrence.timestampEnd);
  const options = { hour: 'numeric', minute: '2-digit', timeZone: usableZone(timeZone) } as const;
  const from = intl.formatTime(start, options);
  return Number.isNaN(end) ? from : `${from} – ${intl.formatTime(end, options)}`;
}

/** An occurrence as the venue's local day and times, in the reader's language; null when its start is not an instant. */
export function formatOccurrence(intl: IntlShape, occurrence: Occurrence, timeZone: string): FormattedOccurrence | null {
  const start = Date.parse(occurrence.timestampStart);
  const times = formatOccurrenceTimes(intl, occurrence, timeZone);
  if (Number.isNaN(start) || times === null) return null;
  return {
    day: intl.formatDate(start, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: usableZone(timeZone) }),
    times,
    start: occurrence.timestampStart,
  };
}
